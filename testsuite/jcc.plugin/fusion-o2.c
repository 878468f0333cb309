/* Each function ends in one conditional jump after a flag-setting
   instruction; its name says the pair GCC prints and whether the pair
   macro-fuses (see the .l file).  */
extern void g (void);
extern int glob;
void test_jne (unsigned x) { if (x & 4) g (); }
void test_js (int x) { if (x < 0) g (); }
void cmp_jl (int a, int b) { if (a < b) g (); }
void cmp_jb (unsigned a, unsigned b) { if (a < b) g (); }
void cmp_ja (unsigned a, unsigned b) { if (a > b) g (); }
void cmp_jg (int a, int b) { if (a > b) g (); }
void cmp_memimm (int *p) { if (*p == 5) g (); }
void cmp_memreg (int *p, int y) { if (*p == y) g (); }
void cmp_rip (int y) { if (glob == y) g (); }
int add_jne (int x, int y) { x += y; if (x != 0) g (); return x; }
int add_js (int x, int y) { x += y; if (x < 0) g (); return x; }
int sub_jne (int x, int y) { x -= y; if (x != 0) g (); return x; }
int and_jne (int x, int y) { x &= y; if (x) g (); return x; }
int and_js (int x, int y) { x &= y; if (x < 0) g (); return x; }
