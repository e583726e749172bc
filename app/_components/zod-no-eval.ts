import { z } from "zod";

// zod compiles faster object parsers with `new Function` where it may, and finds out by calling `Function("")`
// once. The studio's Content-Security-Policy forbids eval in pages and workers, so that probe is refused and
// reported as a policy violation every time. Tell zod not to try: imported first by the root layout's client
// components and by every worker that parses documents.
z.config({ jitless: true });
