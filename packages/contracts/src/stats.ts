/** Request and response schemas of the stats calls (see the read-API issue). */
export {};
