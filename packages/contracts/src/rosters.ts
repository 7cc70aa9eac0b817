/** Request and response schemas of the rosters calls (see the read-API issue). */
export {};
