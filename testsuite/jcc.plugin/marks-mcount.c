/* With -pg, `final' prints a call of mcount at the end of each
   function's prologue, for which no insn stands: the plugin marks it
   as the call it is (an indirect call through the GOT in
   position-independent code), so that with select=all and calls among
   the types no call is left on a boundary.  The functions call nothing
   else, so that the marks for calls are those of mcount; their
   prologues of several sizes put the call at several offsets.  */

int v[64];

int f1 (int a) { return a * 3; }
int f2 (int a, int b) { int s = 0; for (int i = a; i < b; i++) s += v[i & 63]; return s; }
int f3 (int a, int b, int c) { return (a ^ b) + c * v[a & 63]; }
long f4 (long a, long b, long c, long d) { return a * b - c * d + v[(a + d) & 63]; }
int f5 (int a) { int s = 1; while (a-- > 0) s = s * 3 + v[a & 63]; return s; }
int f6 (int a, int b) { return a > b ? v[a & 63] : v[b & 63] + 1; }
int f7 (int a, int b, int c, int d, int e) { return a + b * c - d * e; }
int f8 (void) { return v[0] + v[63]; }
int f9 (int *p, int n) { int m = 0; for (int i = 0; i < n; i++) m = p[i] > m ? p[i] : m; return m; }
int f10 (int a) { return v[a & 63] * v[(a + 1) & 63]; }
int f11 (int a, int b) { return (a << 3) + (b >> 2) + v[7]; }
int f12 (unsigned a) { unsigned s = 0; do s += a & 1; while (a >>= 1); return s; }
int f13 (int a) { return v[a & 63] - v[(a * 7) & 63] + v[(a * 13) & 63]; }
int f14 (int a, int b) { return a / (b | 1) + v[9]; }
long f15 (long a) { return a * a * a + 17; }
int f16 (int a, int b, int c) { int s = 0; for (int i = 0; i < c; i++) s += (a * i) ^ b; return s; }
int f17 (short a) { return a + v[a & 63] * 5; }
int f18 (int a, int b) { return (a & b) | (v[a & 63] ^ v[b & 63]); }
unsigned f19 (unsigned a) { return (a >> 7) * 2654435761u; }
int f20 (int a, int b, int c, int d) { return v[a & 63] + v[b & 63] + v[c & 63] + v[d & 63]; }
