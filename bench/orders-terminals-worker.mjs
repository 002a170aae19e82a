// Worker entry of the orders benchmark's terminals: loads the TypeScript module through tsx, as the parent runs.
import { tsImport } from 'tsx/esm/api';

await tsImport('./orders-terminals.ts', import.meta.url);
