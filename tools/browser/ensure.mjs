// Prints the path of the browser to drive (see resolve.mjs), installing one when needed and allowed;
// on failure prints one line saying what to do and exits 1. Use: CHROME_PATH=$(node tools/browser/ensure.mjs)
import { browserPathOrExit, ensureCjkFonts } from './resolve.mjs';

const path = browserPathOrExit();
ensureCjkFonts();
process.stdout.write(path + '\n');
