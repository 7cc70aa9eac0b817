/** Request and response schemas of the schedules calls (see the read-API issue). */
export {};
