var e=`# Terms of use

By using this service you agree to these terms.

## Your account

Keep your password to yourself. You are responsible for what is done with your account. Tell an administrator at once if you think someone else has used it.

## Your content

What you enter stays yours. You allow the service to store it and to show it to the people your organization and the item's access level permit. Do not enter content you have no right to share.

## Availability

The service is provided as is. We work to keep it available and your data safe, but planned maintenance and unforeseen problems can interrupt it; system alerts announce planned interruptions.

## Changes

These terms can change. The date of the current version is shown in the product's what's-new area when they do.
`;export{e as default};
//# sourceMappingURL=terms-DaQLlnm-.js.map