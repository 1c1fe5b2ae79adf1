package main

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/recall-mcp/recall/identity"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// The admin command groups. Each admin command acts as the built-in admin (whoever holds the
// database URL) and is audited as transport cli; the service checks every operation.
func init() {
	group("admin", "Govern recall: principals, tokens, rules, grants, deletions, audit, data")
	group("admin principal", "Add, list and change principals (people and unattended agents)")
	group("admin token", "Create, list and revoke bearer tokens for streamable HTTP")
	group("admin rule", "Revoke and restore the memory rules per role")
	group("admin team", "List teams and manage their members")
	group("admin grant", "List, grant and remove access to systems")

	register("admin principal", func(a *app) *cobra.Command {
		var budget string
		var service, approval bool
		var runCap int
		cmd := &cobra.Command{
			Use:   "add NAME",
			Short: "Add a principal",
			Long: `Add a principal: a person (the default) or, with --service, an unattended agent that may
search and save but never delete, with an optional cap on saves per run and an optional write
budget over a sliding window that no new run or session escapes. With --deletes-need-approval,
every delete its agents ask for waits for a person's approval (console or
` + "`recall admin deletion approve`" + `), whatever the client answers.

--role names its role: admin, member (the default) or any other; a role no principal holds yet
comes into being with this principal (recall says so on stderr), except a near miss of a role
that exists (membr, admn), which is refused as a typo unless --new-role says it is meant.`,
			Example: `  recall admin principal add alice
  recall admin principal add root --role admin
  recall admin principal add nightly-bot --service --run-cap 20 --role automation
  recall admin principal add nightly-bot --service --write-budget 100/1h
  recall admin principal add pair-agent --deletes-need-approval`,
		}
		name := addObject(cmd, "principal", "NAME", "the new principal's name")
		role := addRole(cmd, "member", "role (admin holds the admin operations)")
		newRole := addNewRole(cmd)
		cmd.Flags().BoolVar(&service, "service", false, "an unattended agent: no destructive tools")
		cmd.Flags().IntVar(&runCap, "run-cap", -1, "most saves per run (service principals); unset: no cap")
		cmd.Flags().StringVar(&budget, "write-budget", "", "most saves over a sliding window, whatever the run: N/WINDOW, e.g. 100/1h, 1000/7d; unset: none")
		cmd.Flags().BoolVar(&approval, "deletes-need-approval", false, "every delete of this principal waits for a person's approval")
		cmd.RunE = a.admin(func(ctx context.Context, x adminCtx, _ []string) error {
			var capp *int
			if cmd.Flags().Changed("run-cap") {
				if runCap < 0 {
					return usagef("--run-cap must be 0 or more, not %d", runCap)
				}
				capp = &runCap
			}
			b, err := memory.ParseWriteBudget(budget)
			if err != nil {
				return usagef("%v", err)
			}
			known, err := x.ids.Roles(ctx, x.who)
			if err != nil {
				return err
			}
			isNew := !slices.Contains(known, *role)
			// A near miss of a role that exists is a typo far more often than a new role: the
			// principal would hold none of that role's rules, nor the admin operations.
			if near := policy.ClosestName(*role, known); isNew && near != "" && !*newRole {
				return usagef("role %q does not exist: did you mean %s? (the roles are %s; --new-role starts %q as a new role)",
					*role, near, strings.Join(known, ", "), *role)
			}
			p, err := x.ids.AddPrincipalWith(ctx, x.who, identity.Principal{Name: name.value, Role: *role, Service: service,
				RunCap: capp, WriteBudget: b, DeletesNeedApproval: approval})
			if err != nil {
				return err
			}
			fmt.Fprintf(a.stdout, "principal %s added (role %s, service %t)\n", p.Name, p.Role, p.Service)
			printGovernance(a, p)
			if isNew {
				fmt.Fprintf(a.stderr, "recall: role %s is new: %s is the first principal to hold it (its rules: `recall admin rule list`)\n", p.Role, p.Name)
			}
			return nil
		})
		return cmd
	})

	register("admin token", func(a *app) *cobra.Command {
		var principal, agent, project, run string
		cmd := &cobra.Command{
			Use:   "create --principal NAME [--agent AGENT] [--project PROJECT] [--run RUN]",
			Short: "Create a bearer token; prints the token alone on stdout",
			Long: `Create a bearer token for a principal, optionally bound to an agent namespace and to a project
(its sessions then see that project's memories while the principal is a member). With --run,
every call made with the token belongs to that run, whatever X-Recall-Run-Id header or session
its client sends: the run cap then bounds everything the token saves. The token is printed alone
on stdout, once: recall stores only its hash.`,
			Example: `  recall admin token create --principal alice --agent claude-code
  recall admin token create --principal alice --project apollo
  recall admin token create --principal nightly-bot --run nightly-2026-11-25
  TOKEN=$(recall admin token create --principal nightly-bot)`,
			Args: noArgs,
		}
		cmd.Flags().StringVar(&principal, "principal", "", "principal name (required)")
		cmd.Flags().StringVar(&agent, "agent", "", "bind the token to this agent namespace")
		cmd.Flags().StringVar(&project, "project", "", "bind the token's sessions to this project")
		cmd.Flags().StringVar(&run, "run", "", "pin the token's run: its client cannot name another")
		_ = cmd.MarkFlagRequired("principal")
		cmd.RunE = a.admin(func(ctx context.Context, x adminCtx, _ []string) error {
			tok, err := x.ids.CreateTokenFor(ctx, x.who, identity.TokenSpec{Principal: principal, Agent: agent, Project: project, Run: run})
			if err != nil {
				return err
			}
			fmt.Fprintln(a.stdout, tok)
			return nil
		})
		return cmd
	})
	register("admin token", func(a *app) *cobra.Command {
		var principal string
		cmd := &cobra.Command{
			Use:   "revoke (ID | --id ID | --principal NAME)",
			Short: "Revoke one token (ID) or every token of a principal (--principal)",
			Example: `  recall admin token revoke 6f1c2a4e-0d7b-4a51-9a56-2f0c3e1d9b7a
  recall admin token revoke --id 6f1c2a4e-0d7b-4a51-9a56-2f0c3e1d9b7a
  recall admin token revoke --principal alice`,
		}
		id := addObject(cmd, "id", "ID", "the token's id (recall admin token list)")
		id.optional = true
		cmd.Flags().StringVar(&principal, "principal", "", "revoke every token of this principal")
		cmd.RunE = a.admin(func(ctx context.Context, x adminCtx, _ []string) error {
			if id.given() == (principal != "") {
				return usagef("give the token's ID (or --id ID) to revoke one token, or --principal NAME to revoke all of a principal's, not both")
			}
			if id.given() {
				t, err := x.ids.RevokeToken(ctx, x.who, id.value)
				if err != nil {
					return err
				}
				fmt.Fprintf(a.stdout, "revoked token %s of %s (agent %s)\n", t.ID, t.Principal, t.Agent)
				return nil
			}
			n, err := x.ids.RevokeTokens(ctx, x.who, principal)
			if err != nil {
				return err
			}
			fmt.Fprintf(a.stdout, "revoked %d token(s) of %s\n", n, principal)
			return nil
		})
		return cmd
	})

	for _, verb := range []string{"revoke", "restore"} {
		register("admin rule", func(a *app) *cobra.Command {
			cmd := &cobra.Command{
				Use:   verb + " --role ROLE --rule RULE",
				Short: strings.ToUpper(verb[:1]) + verb[1:] + " a memory rule for a role; the next call sees it",
				Long: strings.ToUpper(verb[:1]) + verb[1:] + ` a memory rule for every principal of a role; the next call of each sees it.
The role must exist (admin, member, or a role a principal holds); an unknown role is refused as
a typo, with the roles that exist, unless --new-role says a role no principal holds yet is meant.`,
				Example: fmt.Sprintf(`  recall admin rule %s --role member --rule ai.memory.manage
  recall admin rule %s --role automation --rule ai.memory.read`, verb, verb),
				Args: noArgs,
			}
			role := addRole(cmd, "", "role (required)")
			newRole := addNewRole(cmd)
			rule := addEnum(cmd, "rule", "", "ai.memory.read (search, always-inject) or ai.memory.manage (save, delete, always-inject flag) (required)",
				string(policy.RuleRead), string(policy.RuleManage))
			_ = cmd.MarkFlagRequired("role")
			_ = cmd.MarkFlagRequired("rule")
			cmd.RunE = a.admin(func(ctx context.Context, x adminCtx, _ []string) error {
				r := policy.Rule(rule.value)
				if err := x.ids.ChangeRule(ctx, x.who, identity.RuleChange{Role: *role, Rule: r, On: verb == "restore", NewRole: *newRole}); err != nil {
					return err
				}
				fmt.Fprintf(a.stdout, "%s %sd for role %s\n", r, verb, *role)
				return nil
			})
			return cmd
		})
	}
	register("admin rule", func(a *app) *cobra.Command {
		return listCommand(a, &cobra.Command{
			Use:   "list [--output json|table]",
			Short: "List the rules of every role and whether they are revoked",
			Example: `  recall admin rule list
  recall admin rule list --output table`,
		}, nil, func(ctx context.Context, x adminCtx) ([]ruleLine, error) {
			states, err := x.ids.Rules(ctx, x.who)
			lines := make([]ruleLine, len(states))
			for i, st := range states {
				lines[i] = ruleLine{Role: st.Role, Rule: string(st.Rule), State: "on", RevokedAt: st.RevokedAt}
				if st.Revoked {
					lines[i].State = "revoked"
				}
			}
			return lines, err
		})
	})

	// add-member and remove-member: the same flags, the service's one change each way.
	for _, verb := range []string{"add", "remove"} {
		register("admin team", func(a *app) *cobra.Command {
			var principal string
			cmd := &cobra.Command{
				Use:   verb + "-member TEAM --principal NAME",
				Short: "Add a principal to a team (grants to the team then apply to it)",
				Example: `  recall admin team add-member payments --principal alice
  recall admin team add-member --team payments --principal alice`,
			}
			change, done := (*memory.Service).AddTeamMember, "%s added to team %s\n"
			if verb == "remove" {
				cmd.Short = "Take a principal out of a team (the team's grants stop applying to it)"
				cmd.Example = `  recall admin team remove-member payments --principal alice
  recall admin team remove-member --team payments --principal alice`
				change, done = (*memory.Service).RemoveTeamMember, "%s removed from team %s\n"
			}
			team := addObject(cmd, "team", "TEAM", "team")
			cmd.Flags().StringVar(&principal, "principal", "", "principal name (required)")
			_ = cmd.MarkFlagRequired("principal")
			cmd.RunE = a.admin(func(ctx context.Context, x adminCtx, _ []string) error {
				if err := change(x.svc, ctx, x.who, team.value, principal); err != nil {
					return err
				}
				fmt.Fprintf(a.stdout, done, principal, team.value)
				return nil
			})
			return cmd
		})
	}

	for _, verb := range []string{"add", "remove"} {
		register("admin grant", func(a *app) *cobra.Command {
			var system, principal, team string
			var level *enumFlag
			cmd := &cobra.Command{
				Use:  verb + " --system SYSTEM (--principal NAME | --team TEAM)",
				Args: noArgs,
			}
			if verb == "add" {
				cmd.Use = "add --system SYSTEM --level read|manage (--principal NAME | --team TEAM)"
				cmd.Short = "Grant a principal or a team read or manage access to a system"
				cmd.Example = `  recall admin grant add --system billing --level read --team payments
  recall admin grant add --system billing --level manage --principal alice`
			} else {
				cmd.Short = "Remove a principal's or a team's grant on a system"
				cmd.Example = "  recall admin grant remove --system billing --team payments"
			}
			cmd.Flags().StringVar(&system, "system", "", "system id (required)")
			cmd.Flags().StringVar(&principal, "principal", "", "principal name")
			cmd.Flags().StringVar(&team, "team", "", "team")
			_ = cmd.MarkFlagRequired("system")
			cmd.MarkFlagsOneRequired("principal", "team")
			cmd.MarkFlagsMutuallyExclusive("principal", "team")
			if verb == "add" {
				level = addEnum(cmd, "level", "", "read or manage (required)", string(policy.AccessRead), string(policy.AccessManage))
				_ = cmd.MarkFlagRequired("level")
			}
			cmd.RunE = a.admin(func(ctx context.Context, x adminCtx, _ []string) error {
				g := identity.Grant{SystemID: system, Principal: principal, Team: team}
				if verb == "remove" {
					if err := x.ids.RemoveGrant(ctx, x.who, g); err != nil {
						return err
					}
					fmt.Fprintf(a.stdout, "grant on %s removed\n", system)
					return nil
				}
				g.Level = policy.AccessLevel(level.value)
				if err := x.ids.AddGrant(ctx, x.who, g); err != nil {
					return err
				}
				fmt.Fprintf(a.stdout, "%s access to %s granted\n", level.value, system)
				return nil
			})
			return cmd
		})
	}
}
