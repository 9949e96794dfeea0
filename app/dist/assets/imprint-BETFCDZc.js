var e=`# Imprint

This service is operated for its member organizations. The operator of this installation is named in your organization's service agreement.

## Contact

Questions about the service go to your organization's administrator first. Use **Support request** in the help menu to reach the support team directly.

## Responsibility for content

Each organization is responsible for the content its members enter. Report content that should not be here through a support request.
`;export{e as default};
//# sourceMappingURL=imprint-BETFCDZc.js.map