var e=`# Search

The search bar in the header suggests five matching items as you type (from three characters on). Press **Enter** to see all results, or **Esc** to close the bar. Typing an exact item id such as \`Contact-12\` and pressing Enter opens that item.

## Full results

The full results page lists every item you are allowed to read that matches all the words you typed. Facets on the side narrow the list, for example by type or by creation date. Results can be sorted by any sortable column.

## Saved searches

A search with its facets and sorting can be saved under a name and opened again later from its own page.
`;export{e as default};
//# sourceMappingURL=search-BrZpsbeB.js.map