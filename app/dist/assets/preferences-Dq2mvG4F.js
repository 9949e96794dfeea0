var e=`# Preferences

The user menu at the top right holds three switches that are saved on your account, so they follow you to every device:

- **Dark mode** switches the colours to a dark theme.
- **Hide guidance** hides explanatory texts in forms once you know your way around.
- **Multiple columns** shows several columns side by side on wide screens; switched off, one column shows at a time.
`;export{e as default};
//# sourceMappingURL=preferences-Dq2mvG4F.js.map