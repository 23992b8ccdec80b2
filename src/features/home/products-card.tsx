import { useQueries } from '@tanstack/react-query';
import { carrierCountQueryOptions } from '../../api/broadband/carrier-count.ts';
import { BarChart, type ChartTone, ChartLegend } from '../../ui/charts/bar-chart.tsx';
import { paths } from '../../ui/paths.ts';
import { useHomeMessages } from './messages.ts';
import { Card, Figure, WhenLoaded, readAt, useFormats } from './overview-card.tsx';
import { TECHNOLOGIES, TECHNOLOGY_FAMILIES, type TechnologyFamily, technologyRows } from './overview-data.ts';

const FAMILY_TONES: Record<TechnologyFamily, ChartTone> = { fiber: 3, copper: 2, cable: 4 };

/** Every product of the catalogue, and those of each technology group. */
export const CARRIER_FILTERS = [
  {},
  ...TECHNOLOGIES.map(({ key }) => ({ aggregated_data_technology: key })),
] as const satisfies readonly Record<string, string>[];

/** The carrier products on offer, by technology, coloured by technology group. */
export function ProductsCard() {
  const text = useHomeMessages();
  const format = useFormats();
  const counts = useQueries({
    queries: CARRIER_FILTERS.map((filter) => carrierCountQueryOptions(filter)),
  });
  return (
    <Card
      id="overview-products"
      title={text.products.title}
      intro={text.products.intro}
      resetKey={readAt(counts)}
    >
      <WhenLoaded<number[]> queries={counts} rows={6}>
        {(total, ...perTechnology) => {
          const rows = technologyRows(
            new Map(TECHNOLOGIES.map(({ key }, index) => [key, perTechnology[index] ?? 0])),
            total,
          );
          return (
            <>
              <Figure
                value={total}
                text={text.products.figure(format.number(total))}
                href={paths.products}
                none={text.products.figure(format.number(0))}
              />
              <ChartLegend
                label={text.products.legend}
                items={TECHNOLOGY_FAMILIES.map((family) => ({
                  key: family,
                  label: text.products.families[family],
                  tone: FAMILY_TONES[family],
                }))}
              />
              <BarChart
                label={text.products.chart}
                rows={rows.map((row) => ({
                  key: row.key,
                  label: row.key === 'other' ? text.products.other : row.key,
                  description:
                    row.key === 'other'
                      ? text.products.otherDescription
                      : text.products.technologies[row.key],
                  value: row.value,
                  valueText: format.number(row.value),
                  href: row.href ?? undefined,
                  tone: row.family ? FAMILY_TONES[row.family] : 1,
                }))}
              />
            </>
          );
        }}
      </WhenLoaded>
    </Card>
  );
}
