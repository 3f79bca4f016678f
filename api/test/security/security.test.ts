import { describe } from '@jest/globals';
import auditTrail from './audit-trail.cases.js';
import envelope from './envelope.cases.js';
import findings from './findings.cases.js';
import input from './input.cases.js';
import loginThrottle from './login-throttle.cases.js';
import printLinks from './print-links.cases.js';
import privileges from './privileges.cases.js';
import privilegesGenerated from './privileges-generated.cases.js';
import scopeFindings from './scope-findings.cases.js';
import scopeWalk from './scope-walk.cases.js';
import trackingLimit from './tracking-limit.cases.js';
import uploads from './uploads.cases.js';

/**
 * The security folder's API cases in one test file: one module graph loaded once for all of them
 * (docs/testing.md, "One test file per area"); each part keeps its own app and database.
 */
describe('audit-trail', auditTrail);
describe('envelope', envelope);
describe('findings', findings);
describe('input', input);
describe('login-throttle', loginThrottle);
describe('print-links', printLinks);
describe('privileges', privileges);
describe('privileges-generated', privilegesGenerated);
describe('scope-findings', scopeFindings);
describe('scope-walk', scopeWalk);
describe('tracking-limit', trackingLimit);
describe('uploads', uploads);
