// Worker entry of the print benchmark's terminals and printer: loads the TypeScript module through tsx, as the parent runs.
import { tsImport } from 'tsx/esm/api';

await tsImport('./print-terminals.ts', import.meta.url);
