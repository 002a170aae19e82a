// The browser stand-ins and per-test cleanup now come from the web project's setup file (src/test/setup-dom.ts).
export {};
