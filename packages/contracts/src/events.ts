/** Request and response schemas of the events calls (see the read-API issue). */
export {};
