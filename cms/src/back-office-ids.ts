// Fixed ids of the owner's back office in Directus (seed-access.ts creates them). Fixed, so the
// guard extension (cms/extensions/shop-guard/) knows the service's role and the exports folder
// from the server's environment (server.ts) before anything is seeded.

/** Role of the shop owner ("Inhaber"): app access, reads everything, runs the Flows. */
export const OWNER_ROLE_ID = 'a85d735d-ec09-494f-9b25-8bafe78a1843';

/** Role of the order service's user ("Bestelldienst"): API only, with a static token. */
export const SERVICE_ROLE_ID = '51165aa4-f3c1-4732-a396-e9f5378a58d0';

export const OWNER_POLICY_ID = 'c97ab648-d1e5-4b36-a65e-7391e2db695d';

export const SERVICE_POLICY_ID = 'bc87f8fb-41ba-4c69-926c-53383fc23626';

/** The file folder "Exporte": the tax-advisor CSVs the service uploads. */
export const EXPORTS_FOLDER_ID = 'bfe6599f-9902-4c0e-be72-d8e7fde60871';
