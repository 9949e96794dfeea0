const p = [];
export default p;