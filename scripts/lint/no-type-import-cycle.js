/**
 * An ESLint rule of the project's own (eslint.config.js): import/no-cycle passes over `import type`;
 * this refuses a type-only import or re-export whose module leads back to the importing one through
 * static imports and re-exports.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const projectRoot = resolve(import.meta.dirname, '../..');

const importsByModule = new Map();
const importedModules = (module, statements) =>
  statements
    .map((statement) => statement.source?.value ?? statement.moduleSpecifier?.text)
    .filter((specifier) => /^\.\.?\/.*\.(ts|tsx|js)$/.test(specifier ?? ''))
    .map((specifier) => resolve(dirname(module), specifier));
function importsOf(module) {
  if (!importsByModule.has(module)) {
    const code = existsSync(module) ? readFileSync(module, 'utf8') : '';
    const { statements } = ts.createSourceFile(module, code, ts.ScriptTarget.Latest);
    importsByModule.set(module, importedModules(module, statements));
  }
  return importsByModule.get(module);
}
const isTypeOnly = (node) =>
  (node.importKind ?? node.exportKind) === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => (s.importKind ?? s.exportKind) === 'type'));
export const noTypeImportCycle = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const module = context.filename;
    const check = (node) => {
      const [start] = node.source && isTypeOnly(node) ? importedModules(module, [node]) : [];
      if (!start) return;
      // Breadth first from the imported module, so the loop reported is a shortest one.
      const cameFrom = new Map([[start, module]]);
      for (const step of cameFrom.keys()) {
        for (const next of importsOf(step)) if (!cameFrom.has(next)) cameFrom.set(next, step);
        if (!cameFrom.has(module)) continue;
        const loop = [module];
        for (let back = cameFrom.get(module); back !== module; back = cameFrom.get(back)) loop.unshift(back);
        const names = [module, ...loop].map((name) => relative(projectRoot, name)).join(' → ');
        const message = `This type import closes a loop: ${names}. Move the types both ends need to a module of their own.`;
        return context.report({ node, message });
      }
    };
    const record = (program) => importsByModule.set(module, importedModules(module, program.body));
    return {
      Program: record,
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};
