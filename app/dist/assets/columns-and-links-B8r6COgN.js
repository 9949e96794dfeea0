var e=`# Columns and links

Items open in **columns** from left to right. Clicking a link inside a column opens the linked item in the next column and closes the columns further right, so you can drill down from a list to an item and from there to a related item.

## Keyboard and mouse

- A plain click opens the link in the next column.
- **Ctrl-click** (or **Cmd-click** on a Mac) opens the link in place of the column you clicked in.
- Shift-click or the middle mouse button open the link in a new browser window or tab, as usual.

## Breadcrumbs and small screens

Above the column you work in, a trail of **breadcrumbs** shows the columns that led there; click one to go back to it. On small screens one column shows at a time and the arrow in the column's toolbar takes you back.

## Column width

The expand button in a column's toolbar shows that column alone at full width; click it again to return. Several columns side by side can be switched off in the user menu (**Multiple columns**).

## Unsaved changes

While a column saves, its toolbar shows **Saving**. If saving fails it shows **Not saved**; closing such a column asks you first.
`;export{e as default};
//# sourceMappingURL=columns-and-links-B8r6COgN.js.map