/** Kept for the organization area's imports: the reader lives in core/multipart.ts. */
export { readMultipart, type MultipartForm, type UploadedFile } from '../../core/multipart.js';
