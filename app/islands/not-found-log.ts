/** SPEC §2: the not-found page logs the path asked for (the page itself is the same for every path). */
console.error("404 Error: User attempted to access non-existent route:", window.location.pathname);
