var e=`Core`;export{e as t};
//# sourceMappingURL=registry-tVa4lR3s.js.map