var e=`# Privacy policy

This policy explains which personal data the service keeps and why.

## What we keep

- Your name and e-mail address, to sign you in and to send you notifications.
- The items you create and change, with the time and your user id, so that every item has a history.
- Your preferences (dark mode, hide guidance, multiple columns).

## Who can see it

Other users see your name on items you worked on when the item's access level lets them read the item. Administrators can see all data to run the service.

## Cookies and local storage {#cookies}

The service stores a sign-in token in your browser's local storage (or, as a fallback, a cookie) so that you stay signed in. It also remembers that you accepted this notice and which system alerts you dismissed. No advertising or third-party tracking cookies are set by the service itself.

## Your rights

You can ask an administrator for a copy of your data, or for its correction or deletion, at any time.
`;export{e as default};
//# sourceMappingURL=privacy-policy-CXI-5CQI.js.map