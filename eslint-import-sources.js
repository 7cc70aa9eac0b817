// @ts-check

/**
 * Visitors for every node that names a module to import from (imports, `import()`, re-exports),
 * shared by the rules that judge where a file may import from.
 * @param {(node: import('estree').Node, source: unknown) => void} check called with the node and its source
 * @returns {import('eslint').Rule.RuleListener}
 */
export function visitImportSources(check) {
  return {
    ImportDeclaration: (node) => check(node, node.source.value),
    ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : null),
    ExportNamedDeclaration: (node) => check(node, node.source?.value),
    ExportAllDeclaration: (node) => check(node, node.source.value),
  };
}
