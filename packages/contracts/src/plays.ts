/** Request and response schemas of the plays calls (see the read-API issue). */
export {};
