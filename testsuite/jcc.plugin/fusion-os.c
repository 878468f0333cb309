/* Each function ends in one conditional jump after a flag-setting
   instruction; its name says the pair GCC prints and whether the pair
   macro-fuses (see the .l file).  */
extern void g (void);
int dec_jne (int x) { --x; if (x != 0) g (); return x; }
int inc_js (int x) { ++x; if (x < 0) g (); return x; }
void inc_mem (int *p) { if (++*p == 0) g (); }
void cmp_jo (int a, int b) { int r; if (__builtin_sub_overflow (a, b, &r)) g (); }
