var e=`# Notifications

When something happens on an item you follow, you receive a **notification**. The bell in the header shows how many are unread and lists the first five; **View all** opens the complete list.

Opening the item a notification is about marks its notifications as read. You can also mark a notification as unread again from the list.

## Choosing what you hear about

On most items the toolbar offers a notification setting: the default for your account, always, or never.

## System alerts

Administrators can publish system alerts, for example about planned maintenance. They appear in a panel at the top right, or as a dialog for urgent ones. Once dismissed they stay hidden in this browser; the bell menu can show them again while they are active.
`;export{e as default};
//# sourceMappingURL=notifications-JbqINP3n.js.map