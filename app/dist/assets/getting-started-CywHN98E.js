var e=`# Getting started

Everything you work with is an **item**: an organization, a contact, a consultation, a message. Each item has an id such as \`Organization-3\` and its own page at an address like [/i-Organization-3](/i-Organization-3).

## Signing in

Sign in with your e-mail address and password. If you do not have an account yet, [register](/register); you will receive an e-mail with a link that confirms your address. Forgot your password? Ask for a [new one](/forgot-password).

## Finding your way

- The **menu** button at the top left opens the list of areas you can use. It only shows what your account is allowed to see.
- The **search** button opens a search bar. Type at least three characters to get suggestions, or type an item id to jump straight to it.
- The **bell** shows your unread notifications.
- The **help** menu lists what is new, lets you ask for support and shows background tasks.

Continue with [columns and links](/docs/columns-and-links).
`;export{e as default};
//# sourceMappingURL=getting-started-CywHN98E.js.map