/* call-scales.cc -- how often each function runs, for the branch
   marks (branch-marks.cc) of code without profile data.

   GCC's guessed block frequencies are relative to the entry of each
   function: a block that runs on every call counts 1 whether the
   function runs once or a million times.  The call scale of a function
   is how many times it runs each time the function that calls it most
   often runs (call-scale=direct), or that times the caller's own scale,
   up the call graph (transitive, the default); branch-marks.cc
   multiplies a block's frequency by it.  The calls through function
   pointers count too, with indirect-calls=by-type: a call through a
   pointer of a function type may reach any function of the unit of
   that type whose address is taken, and runs each as often as its
   share.

   The scales are worked out after the interprocedural passes
   (jcc_work_out_call_scales, from PLUGIN_ALL_IPA_PASSES_END), while
   every call edge is there.  In an LTO link the whole-program step sees
   every call but runs no plugin hook after the IPA passes, so an IPA
   pass of this file (jcc_wpa_call_scales_pass) works them out there and
   hands them to the partitions in the functions' declarations; the
   calls through pointers reach that step the same way, from each
   function's compilation.

   Copyright (C) 2026 The jcc developers.
   This file is part of jcc.  jcc is free software; you can redistribute
   it and/or modify it under the terms of the GNU General Public License
   as published by the Free Software Foundation; either version 3 of the
   License, or (at your option) any later version.  See COPYING.  */

#include "jcc-plugin.h"
#include "cgraph.h"
#include "sreal.h"
#include "stringpool.h"
#include "attribs.h"
#include "gimple.h"

namespace {

/* The call scale of each function of the unit, by its cgraph uid
   (jcc_work_out_call_scales).  */
static hash_map<int_hash<int, -1, -2>, double> *jcc_call_scales;

/* The function whose body a call of E is in: its caller, or the
   function that caller is inlined into.  */

static cgraph_node *
jcc_call_body (cgraph_edge *e)
{
  return e->caller->inlined_to ? e->caller->inlined_to : e->caller;
}

/* The call scale worked out for the function body BODY, or 1 if there
   is none.  */

static double
jcc_known_call_scale (cgraph_node *body)
{
  double *scale = (jcc_call_scales == NULL ? NULL
		   : jcc_call_scales->get (body->get_uid ()));
  return scale ? *scale : 1.0;
}

/* How often a call in the function body BODY counts, as call-scale
   says: as often as the scale worked out for BODY (transitive, sum),
   or once (direct).  */

static double
jcc_body_scale (cgraph_node *body)
{
  return (jcc_opts.call_scale != JCC_CALL_SCALE_DIRECT
	  ? jcc_known_call_scale (body) : 1.0);
}

/* How often call E counts (jcc_body_scale).  */

static double
jcc_caller_scale (cgraph_edge *e)
{
  return jcc_body_scale (jcc_call_body (e));
}

/* The function type of E, a call through a pointer, if its statement
   is there to tell and GCC guessed how often it runs; NULL_TREE
   otherwise.  */

static tree
jcc_indirect_call_fntype (cgraph_edge *e)
{
  if (e->call_stmt == NULL || !e->count.initialized_p ())
    return NULL_TREE;
  return gimple_call_fntype (e->call_stmt);
}

/* Set DECL's attribute NAME, a name with a space that no source can
   write, to VALUE, in place of any it had.  */

static void
jcc_set_decl_attribute (tree decl, const char *name, tree value)
{
  DECL_ATTRIBUTES (decl)
    = tree_cons (get_identifier (name), value,
		 remove_attribute (name, DECL_ATTRIBUTES (decl)));
}

/* The attribute that takes the calls through pointers of a function
   from its compilation to the whole-program step of an LTO link, which
   reads no statement (jcc_record_indirect_calls): a list whose
   purposes are function types and whose values say how many times, in
   millionths, the most frequent call through a pointer of that type
   runs per run of the function, by GCC's guesses; with call-scale=sum,
   as work_out_scales counts the calls of a unit, all of them added up
   (at most 1e15).  */
#define JCC_INDIRECT_CALLS_ATTRIBUTE "jcc indirect calls"

/* In the whole-program step of an LTO link: each function declaration
   that had JCC_INDIRECT_CALLS_ATTRIBUTE, by the declaration
   (jcc_read_indirect_calls), and a GC root that keeps those
   declarations and lists alive, a list whose purposes are the
   declarations and whose values their lists.  */
static hash_map<tree, tree> *jcc_wpa_indirect_calls;
static tree jcc_wpa_indirect_calls_root;

static const struct ggc_root_tab jcc_call_scales_roots[] =
{
  { &jcc_wpa_indirect_calls_root, 1, sizeof (jcc_wpa_indirect_calls_root),
    &gt_ggc_mx_tree_node, &gt_pch_nx_tree_node },
  LAST_GGC_ROOT_TAB
};

/* The calls through function pointers of the unit, for
   -fplugin-arg-jcc-indirect-calls=by-type: a call through a pointer of
   a function type may reach any function of the unit of that type
   whose address is taken, and runs each as often as its share.  Made by
   jcc_work_out_call_scales, while GCC's call edges are there.  */

struct jcc_indirect_calls
{
  /* The key of a function type: its canonical main variant.  */
  static tree
  key (tree fntype)
  {
    fntype = TYPE_MAIN_VARIANT (fntype);
    return TYPE_CANONICAL (fntype) ? TYPE_CANONICAL (fntype) : fntype;
  }

  /* A call through a pointer: the function body it is in, and how
     many times it runs per run of that body.  */
  struct call
  {
    cgraph_node *body;
    double frequency;
  };

  /* The functions whose address is taken, and the calls through
     pointers, by the key of their type.  */
  hash_map<tree, vec<cgraph_node *> > targets;
  hash_map<tree, vec<call> > calls;
  /* Of a function that calls through pointers may reach, by cgraph
     uid, its share of them (work_out_scales): how many times the most
     frequent of those calls runs (with call-scale=sum, all of them),
     by GCC's guesses, per run of the function it is in, times that
     function's call scale, over how many functions they may reach; at
     most indirect-share-limit.  */
  hash_map<int_hash<int, -1, -2>, double> scales;

  jcc_indirect_calls ()
  {
    cgraph_node *node;
    FOR_EACH_DEFINED_FUNCTION (node)
      if (!node->inlined_to && !node->alias && node->address_taken)
	targets.get_or_insert (key (TREE_TYPE (node->decl))).safe_push (node);
    /* The indirect calls of every body and of what it inlined.  A
       partition of an LTO link has not read the statements yet; the
       whole-program step reads none, but has what each function's
       compilation recorded (jcc_wpa_indirect_calls).  */
    FOR_EACH_DEFINED_FUNCTION (node)
      {
	cgraph_node *body = node->inlined_to ? node->inlined_to : node;
	for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee)
	  if (tree fntype = jcc_indirect_call_fntype (e))
	    add (fntype, body, e->sreal_frequency ().to_double ());
	if (jcc_wpa_indirect_calls != NULL)
	  add_recorded (node, body);
      }
  }

  /* Note a call through a pointer of type FNTYPE in BODY that runs
     FREQUENCY times per run of BODY.  */
  void
  add (tree fntype, cgraph_node *body, double frequency)
  {
    tree k = key (fntype);
    if (targets.get (k))
      calls.get_or_insert (k).safe_push (call { body, frequency });
  }

  /* In the whole-program step of an LTO link: the calls through
     pointers that NODE's compilation recorded, NODE being the function
     itself, a clone of it or a copy inlined into BODY, whose calls
     then run as often as the copy.  */
  void
  add_recorded (cgraph_node *node, cgraph_node *body)
  {
    double entry = 1.0;
    if (node->inlined_to)
      {
	if (node->callers == NULL || !node->callers->count.initialized_p ())
	  return;
	entry = node->callers->sreal_frequency ().to_double ();
      }
    for (cgraph_node *n = node; n != NULL; n = n->clone_of)
      if (tree *list = jcc_wpa_indirect_calls->get (n->decl))
	{
	  for (tree l = *list; l != NULL_TREE; l = TREE_CHAIN (l))
	    if (tree_fits_shwi_p (TREE_VALUE (l)))
	      add (TREE_PURPOSE (l), body,
		   entry * (tree_to_shwi (TREE_VALUE (l)) / 1e6));
	  return;
	}
  }

  ~jcc_indirect_calls ()
  {
    for (auto t : targets)
      t.second.release ();
    for (auto c : calls)
      c.second.release ();
  }

  /* Set SCALES, a call counting as often as jcc_body_scale says the
     function it is in runs.  */
  void
  work_out_scales ()
  {
    for (auto c : calls)
      {
	vec<cgraph_node *> *reached = targets.get (c.first);
	/* The most frequent of the calls, or with sum all of them.  */
	double calls = 0;
	for (const call &i : c.second)
	  {
	    double runs = i.frequency * jcc_body_scale (i.body);
	    calls = (jcc_opts.call_scale == JCC_CALL_SCALE_SUM
		     ? calls + runs : MAX (calls, runs));
	  }
	double share = calls / reached->length ();
	if (jcc_opts.indirect_share_limit > 0)
	  share = MIN (share, (double) jcc_opts.indirect_share_limit);
	for (cgraph_node *node : *reached)
	  scales.put (node->get_uid (), share);
      }
  }
};

/* While jcc_work_out_call_scales works the scales out again with the
   calls through pointers: those calls.  NULL otherwise.  */
static jcc_indirect_calls *jcc_unit_indirect_calls;

/* How many times NODE runs, by GCC's guesses, each time the function
   that calls it most often runs, or 1 if that is less: above 1 when a
   loop calls it.  With call-scale=transitive, a call counts as often as
   CALLER_SCALE (E) says the function it is in runs.  With sum, the
   calls of all its callers add up instead: a helper that ten functions
   each call once runs ten times as often as one of them.  Only calls in
   this translation unit count: direct calls, and the calls through
   pointers of jcc_unit_indirect_calls.  */

template <typename F>
static double
jcc_node_call_scale (cgraph_node *node, F caller_scale)
{
  bool sum = jcc_opts.call_scale == JCC_CALL_SCALE_SUM;
  double most = 0, total = 0;
  auto add = [&] (double runs)
    {
      most = MAX (most, runs);
      total += runs;
    };
  if (jcc_unit_indirect_calls != NULL)
    if (double *s = jcc_unit_indirect_calls->scales.get (node->get_uid ()))
      add (*s);
  for (cgraph_edge *e = node->callers; e != NULL; e = e->next_caller)
    if (e->count.initialized_p () && e->inline_failed)
      /* Relative to the entry of the function whose body the call is
	 in, which is where a call inlined into it is.  */
      add (e->sreal_frequency ().to_double () * caller_scale (e));
  return MAX (1.0, sum ? total : most);
}

/* Tarjan's search for the strongly connected components of the call
   graph of the unit's function bodies (jcc_work_out_call_scales):
   each body's number in the search, the lowest number it reaches, and
   the stack of bodies not yet in a component.  SCCS gets the
   components, each a list of bodies, callees' before their callers'.  */

struct jcc_scc_search
{
  hash_map<int_hash<int, -1, -2>, int> number, low;
  auto_vec<cgraph_node *> stack;
  hash_set<int_hash<int, -1, -2> > on_stack;
  auto_vec<auto_vec<cgraph_node *> *> sccs;
  int next = 0;

  ~jcc_scc_search ()
  {
    for (auto_vec<cgraph_node *> *scc : sccs)
      delete scc;
  }

  /* Search from NODE, whose calls lead to its callees.  */
  void
  visit (cgraph_node *node)
  {
    int uid = node->get_uid ();
    number.put (uid, next);
    low.put (uid, next);
    next++;
    stack.safe_push (node);
    on_stack.add (uid);
    for (cgraph_edge *e = node->callees; e != NULL; e = e->next_callee)
      walk (node, e);
    if (*low.get (uid) == *number.get (uid))
      {
	auto_vec<cgraph_node *> *scc = new auto_vec<cgraph_node *>;
	cgraph_node *member;
	do
	  {
	    member = stack.pop ();
	    on_stack.remove (member->get_uid ());
	    scc->safe_push (member);
	  }
	while (member != node);
	sccs.safe_push (scc);
      }
  }

  /* Follow call E of NODE's body, and the calls of what it inlined.  */
  void
  walk (cgraph_node *node, cgraph_edge *e)
  {
    if (!e->inline_failed)
      {
	for (cgraph_edge *i = e->callee->callees; i; i = i->next_callee)
	  walk (node, i);
	return;
      }
    cgraph_node *callee = e->callee->ultimate_alias_target ();
    if (callee->inlined_to || !callee->definition)
      return;
    int uid = callee->get_uid ();
    if (!number.get (uid))
      {
	visit (callee);
	low.put (node->get_uid (),
		 MIN (*low.get (node->get_uid ()), *low.get (uid)));
      }
    else if (on_stack.contains (uid))
      low.put (node->get_uid (),
	       MIN (*low.get (node->get_uid ()), *number.get (uid)));
  }
};

/* Put the call scale of every function body of the unit in
   jcc_call_scales.  With call-scale=direct, how often its most frequent
   caller calls it; with transitive, that times the caller's own scale,
   up the call graph; with sum, the calls of all its callers so scaled,
   added up.  Recursion does not multiply: the functions of a
   cycle take their scales from the calls into the cycle, and a call
   within the cycle counts as often as the most frequent of those.  The
   calls through pointers of jcc_unit_indirect_calls count too.  */

static void
jcc_scale_calls (void)
{
  cgraph_node *node;

  if (jcc_opts.call_scale == JCC_CALL_SCALE_DIRECT)
    {
      FOR_EACH_DEFINED_FUNCTION (node)
	if (!node->inlined_to)
	  jcc_call_scales->put (node->get_uid (),
				jcc_node_call_scale (node, jcc_caller_scale));
      return;
    }

  jcc_scc_search search;
  FOR_EACH_DEFINED_FUNCTION (node)
    if (!node->inlined_to && !search.number.get (node->get_uid ()))
      search.visit (node);

  /* Callers' components come after their callees': go backwards.  */
  for (int i = search.sccs.length () - 1; i >= 0; i--)
    {
      auto_vec<cgraph_node *> &scc = *search.sccs[i];
      hash_set<int_hash<int, -1, -2> > members;
      for (cgraph_node *m : scc)
	members.add (m->get_uid ());
      /* The calls from outside the cycle first, then those within.  */
      auto outside = [&] (cgraph_edge *e)
	{
	  cgraph_node *body = jcc_call_body (e);
	  return (members.contains (body->get_uid ()) ? 0.0
		  : jcc_known_call_scale (body));
	};
      double entry = 1.0;
      for (cgraph_node *m : scc)
	entry = MAX (entry, jcc_node_call_scale (m, outside));
      for (cgraph_node *m : scc)
	jcc_call_scales->put (m->get_uid (), jcc_node_call_scale
			      (m, [&] (cgraph_edge *e)
			       {
				 return (members.contains
					 (jcc_call_body (e)->get_uid ())
					 ? entry : outside (e));
			       }));
    }
}

/* The attribute that takes a function's call scale from the
   whole-program step of an LTO link (WPA) to the partition that
   compiles the function (jcc_wpa_call_scales_pass), in thousandths: a
   name with a space, which no source can write.  */
#define JCC_CALL_SCALE_ATTRIBUTE "jcc call scale"

/* In a partition of an LTO link: a function's call scale is at least
   what the whole-program step worked out, from the calls of every
   partition; the partition itself sees only its own.  */

static void
jcc_take_wpa_call_scales (void)
{
  cgraph_node *node;
  FOR_EACH_DEFINED_FUNCTION (node)
    if (!node->inlined_to)
      if (tree attr = lookup_attribute (JCC_CALL_SCALE_ATTRIBUTE,
					DECL_ATTRIBUTES (node->decl)))
	{
	  tree value = TREE_VALUE (TREE_VALUE (attr));
	  if (!tree_fits_shwi_p (value))
	    continue;
	  double wpa = tree_to_shwi (value) / 1000.0;
	  bool existed;
	  double &scale = jcc_call_scales->get_or_insert (node->get_uid (),
							  &existed);
	  scale = existed ? MAX (scale, wpa) : wpa;
	}
}

} // anon namespace

/* Set jcc_call_scales to the call scale of every function body of the
   unit (jcc_scale_calls).  With indirect-calls=by-type, a function
   whose address is taken is then scaled by the calls through pointers
   of its type too, each shared evenly among the functions of the unit
   it may reach and counting as often as the scale just worked out for
   the function it is in says, and the scales are worked out again from
   those: the calls through pointers add to the call graph's entries,
   not to its edges, so that a pointer that may reach many functions
   does not join them and their callers in one cycle.  Done after the
   IPA passes, while every call edge is there: GCC compiles callees
   before their callers and drops a function's calls once it has
   compiled it.  */

void
jcc_work_out_call_scales (void)
{
  delete jcc_call_scales;
  jcc_call_scales = new hash_map<int_hash<int, -1, -2>, double>;
  jcc_scale_calls ();
  if (jcc_opts.indirect_calls_by_type)
    {
      jcc_indirect_calls indirect_calls;
      indirect_calls.work_out_scales ();
      if (!indirect_calls.scales.is_empty ())
	{
	  jcc_unit_indirect_calls = &indirect_calls;
	  jcc_scale_calls ();
	  jcc_unit_indirect_calls = NULL;
	}
    }
  if (flag_ltrans)
    jcc_take_wpa_call_scales ();
}

namespace {


/* Compiling for an LTO link (the generate_summary hook of
   jcc_wpa_call_scales_pass): record in each function's declaration its
   calls through pointers (JCC_INDIRECT_CALLS_ATTRIBUTE), which the
   link's whole-program step cannot read from the statements.  Not in
   fat objects: their code is compiled here too, after the
   interprocedural passes, and identical code folding would not fold
   functions whose attributes differ.  */

static void
jcc_record_indirect_calls (void)
{
  if (!jcc_opts.indirect_calls_by_type || flag_fat_lto_objects)
    return;
  cgraph_node *node;
  FOR_EACH_DEFINED_FUNCTION (node)
    {
      /* The types in the order of the calls, so that the object file
	 does not depend on where the types lie in memory.  */
      auto_vec<tree> types;
      auto_vec<HOST_WIDE_INT> runs;
      hash_map<tree, unsigned> index;
      for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee)
	if (tree fntype = jcc_indirect_call_fntype (e))
	  {
	    double f = e->sreal_frequency ().to_double () * 1e6;
	    HOST_WIDE_INT micro = (HOST_WIDE_INT) MIN (f, 1e15);
	    bool existed;
	    unsigned &i = index.get_or_insert (fntype, &existed);
	    if (!existed)
	      {
		i = types.length ();
		types.safe_push (fntype);
		runs.safe_push (micro);
	      }
	    else if (jcc_opts.call_scale == JCC_CALL_SCALE_SUM)
	      runs[i] = MIN (runs[i] + micro, (HOST_WIDE_INT) 1e15);
	    else
	      runs[i] = MAX (runs[i], micro);
	  }
      if (types.is_empty ())
	continue;
      tree list = NULL_TREE;
      for (unsigned i = types.length (); i-- > 0;)
	list = tree_cons (types[i], build_int_cst (long_long_integer_type_node,
						   runs[i]), list);
      jcc_set_decl_attribute (node->decl, JCC_INDIRECT_CALLS_ATTRIBUTE,
			      list);
    }
}

/* In the whole-program step of an LTO link, or a link that compiles
   the whole program in one (-flto-partition=none), before any
   interprocedural pass runs (the read_summary hook of
   jcc_wpa_call_scales_pass): take each function's calls through
   pointers out of its declaration into jcc_wpa_indirect_calls, so that
   identical code folding sees the declaration as written and no
   partition gets the attribute.  */

static void
jcc_read_indirect_calls (void)
{
  cgraph_node *node;
  FOR_EACH_FUNCTION (node)
    if (tree attr = lookup_attribute (JCC_INDIRECT_CALLS_ATTRIBUTE,
				      DECL_ATTRIBUTES (node->decl)))
      {
	tree decl = node->decl;
	if (jcc_wpa_indirect_calls == NULL)
	  jcc_wpa_indirect_calls = new hash_map<tree, tree>;
	jcc_wpa_indirect_calls->put (decl, TREE_VALUE (attr));
	jcc_wpa_indirect_calls_root
	  = tree_cons (decl, TREE_VALUE (attr), jcc_wpa_indirect_calls_root);
	DECL_ATTRIBUTES (decl)
	  = remove_attribute (JCC_INDIRECT_CALLS_ATTRIBUTE,
			      DECL_ATTRIBUTES (decl));
      }
}

/* The whole-program step of an LTO link (WPA) runs the interprocedural
   passes on the call graph of the whole program, but no plugin hook
   after them, and hands each partition only the call edges between its
   own functions.  This pass, after the inliner, works the call scales
   out there and records each in its function's declaration
   (JCC_CALL_SCALE_ATTRIBUTE), which the partitions read
   (jcc_take_wpa_call_scales).  Neither WPA nor the partitions read
   the statements before the scales are worked out, so the calls
   through pointers reach WPA from each function's compilation, by its
   summary hooks (jcc_record_indirect_calls, jcc_read_indirect_calls).
   It works nothing out elsewhere: in a compilation that is not an LTO
   link's, PLUGIN_ALL_IPA_PASSES_END sees every call.  */

const pass_data jcc_wpa_call_scales_pass_data =
{
  IPA_PASS,			/* type */
  "jcc_call_scales",		/* name */
  OPTGROUP_NONE,		/* optinfo_flags */
  TV_NONE,			/* tv_id */
  0,				/* properties_required */
  0,				/* properties_provided */
  0,				/* properties_destroyed */
  0,				/* todo_flags_start */
  0				/* todo_flags_finish */
};

class jcc_wpa_call_scales_pass : public ipa_opt_pass_d
{
public:
  jcc_wpa_call_scales_pass (gcc::context *ctxt)
    : ipa_opt_pass_d (jcc_wpa_call_scales_pass_data, ctxt,
		      jcc_record_indirect_calls, NULL,
		      jcc_read_indirect_calls, NULL, NULL, NULL, 0, NULL,
		      NULL)
  {}

  /* Compiling for an LTO link, and in the link's whole-program step or
     a link compiled in one, which takes the records of calls through
     pointers out of the declarations even if it wants no hot blocks
     itself.  */
  bool gate (function *) final override
  {
    return (flag_generate_lto ? jcc_hot_blocks_wanted_p ()
	    : in_lto_p && !flag_ltrans);
  }

  unsigned int execute (function *) final override
  {
    if (flag_wpa == NULL || !jcc_hot_blocks_wanted_p ())
      return 0;
    jcc_work_out_call_scales ();
    cgraph_node *node;
    FOR_EACH_DEFINED_FUNCTION (node)
      if (!node->inlined_to)
	if (double *scale = jcc_call_scales->get (node->get_uid ()))
	  {
	    HOST_WIDE_INT milli = (HOST_WIDE_INT) MIN (*scale * 1000, 1e15);
	    jcc_set_decl_attribute (node->decl, JCC_CALL_SCALE_ATTRIBUTE,
				    build_tree_list
				    (NULL_TREE,
				     build_int_cst (long_long_integer_type_node,
						    milli)));
	  }
    delete jcc_call_scales;
    jcc_call_scales = NULL;
    return 0;
  }
};

} // anon namespace

/* The call scale of FUN: as worked out after the IPA passes, or, for a
   function made since, from its callers now.  */

double
jcc_call_scale (function *fun)
{
  cgraph_node *node = cgraph_node::get (fun->decl);
  if (node == NULL)
    return 1.0;
  if (jcc_call_scales != NULL)
    if (double *scale = jcc_call_scales->get (node->get_uid ()))
      return *scale;
  return jcc_node_call_scale (node, jcc_caller_scale);
}

/* Register the pass that works the call scales out in the whole-program
   step of an LTO link, and the GC root of the calls through pointers
   it reads.  */

void
jcc_register_call_scales (const char *plugin_name)
{
  jcc_register_pass (plugin_name, new jcc_wpa_call_scales_pass (g),
		     JCC_INLINE_PASS_NAME, PASS_POS_INSERT_AFTER);
  register_callback (plugin_name, PLUGIN_REGISTER_GGC_ROOTS, NULL,
		     (void *) jcc_call_scales_roots);
}
