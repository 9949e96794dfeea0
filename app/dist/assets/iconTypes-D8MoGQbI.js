var e;(function(e){e[e.STANDARD=16]=`STANDARD`,e[e.LARGE=20]=`LARGE`})(e||={});export{e as t};
//# sourceMappingURL=iconTypes-D8MoGQbI.js.map