/** orders: see the README map "Where things live". */
export * from "./orders";
export * from "./checkout";
export * from "./fiscal-code";
export * from "./quote";
export * from "./production";
export * from "./production-dates";
