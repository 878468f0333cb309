-- lua-bench.lua -- a small, deterministic Lua workload for bench/run:
-- table churn, string building, sorting and closures, the interpreter's
-- hot paths.  Prints one checksum line.

local N = tonumber(arg and arg[1]) or 20000

local function fib(n) if n < 2 then return n end return fib(n - 1) + fib(n - 2) end

local t = {}
for i = 1, N do t[i] = (i * 7919) % 10007 end
table.sort(t)

local parts = {}
for i = 1, N // 10 do parts[#parts + 1] = string.format("%d:%x", i, t[i]) end
local s = table.concat(parts, ",")

local counts = {}
for w in s:gmatch("%x+") do counts[w] = (counts[w] or 0) + 1 end
local distinct = 0
for _ in pairs(counts) do distinct = distinct + 1 end

local acc = 0
for i = 1, N do
  local f = function(x) return (x * 31 + i) % 65521 end
  acc = f(acc)
end

print(string.format("sorted[%d]=%d len=%d distinct=%d acc=%d fib=%d",
  N // 2, t[N // 2], #s, distinct, acc, fib(22)))
