var e=`# About

This application lets organizations and their contacts take part in project consultations, keep track of their contacts, communications and agreements, collect field data and run workflows, all in one place.

Every record is an **item**, declared by a plugin as data: the same declaration gives the item its form, its page, its search and its checks, on the server and in the browser alike.

The version you are using is shown at the bottom of the help menu.
`;export{e as default};
//# sourceMappingURL=about-C3aUnKnm.js.map