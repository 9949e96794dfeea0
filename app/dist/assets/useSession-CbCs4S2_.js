import{t as e}from"./react-Da_ulX1N.js";import{c as t}from"./api-DBm0iMkB.js";function n(){return e(t)}export{n as t};
//# sourceMappingURL=useSession-CbCs4S2_.js.map