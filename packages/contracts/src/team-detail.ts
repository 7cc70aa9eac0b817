/** Request and response schemas of the team-detail calls (see the read-API issue). */
export {};
