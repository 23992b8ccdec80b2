/** Texts of the page bar under every paged list (src/ui/pagination.tsx). */
const nl = {
  label: 'Pagina’s',
  pageSize: 'Rijen per pagina',
  all: 'Alle',
  first: 'Eerste',
  previous: 'Vorige',
  next: 'Volgende',
  last: 'Laatste',
  page: (page: string, pages: string) => `Pagina ${page} van ${pages}`,
  goTo: 'Naar pagina',
  go: 'Ga',
};

const en: typeof nl = {
  label: 'Pages',
  pageSize: 'Rows per page',
  all: 'All',
  first: 'First',
  previous: 'Previous',
  next: 'Next',
  last: 'Last',
  page: (page, pages) => `Page ${page} of ${pages}`,
  goTo: 'Go to page',
  go: 'Go',
};

export const paginationMessages = { nl, en };
