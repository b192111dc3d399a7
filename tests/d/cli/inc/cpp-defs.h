#define GREETING "hello from an included file"
