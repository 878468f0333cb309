// A C++ program for jcc-g++: virtual calls, exceptions and a loop.
#include <iostream>
#include <memory>
#include <stdexcept>
#include <vector>

struct shape { virtual ~shape () {} virtual long area () const = 0; };
struct rect : shape { long w, h; rect (long a, long b) : w (a), h (b) {}
  long area () const override { return w * h; } };

int
main ()
{
  std::vector<std::unique_ptr<shape>> v;
  for (long i = 1; i <= 100; i++)
    v.emplace_back (new rect (i, i + 1));
  long total = 0;
  for (auto &s : v)
    total += s->area ();
  try { if (total > 0) throw std::runtime_error ("done"); }
  catch (const std::exception &e) { std::cout << e.what () << ' '; }
  std::cout << total << '\n';
  return 0;
}
