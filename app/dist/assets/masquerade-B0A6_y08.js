var e=`# Acting as another user

Administrators can **masquerade**: act as another user to see exactly what that user sees. Choose **Act as another user** in the user menu, then pick the user from the list or from the five you used last. The application reloads as that user and the user menu turns orange.

Choose **Stop acting as another user** in the user menu to return to your own account. Everything you do while masquerading is recorded as done by that user on your behalf.
`;export{e as default};
//# sourceMappingURL=masquerade-B0A6_y08.js.map