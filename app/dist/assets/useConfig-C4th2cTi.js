import{t as e}from"./react-Da_ulX1N.js";import{t}from"./config-DuD6cuDP.js";function n(){return e(t)}export{n as t};
//# sourceMappingURL=useConfig-C4th2cTi.js.map