package main

import (
	"context"
	"fmt"
	"time"

	"github.com/recall-mcp/recall/identity"
	"github.com/spf13/cobra"
)

// The operator's listings print JSON lines (one object a line, for jq and scripts); the
// single-field changes print one sentence.

// principalLine is one line of `recall admin principal list`.
type principalLine struct {
	Name        string  `json:"name"`
	Role        string  `json:"role"`
	Service     bool    `json:"service"`
	RunCap      *int    `json:"runCap"`
	Disabled    bool    `json:"disabled"`
	WriteBudget *string `json:"writeBudget"` // "100/1h"; null: none
	// DeletesNeedApproval sends every delete its agents ask for to the pending queue.
	DeletesNeedApproval bool      `json:"deletesNeedApproval"`
	HasPassword         bool      `json:"hasPassword"`
	LiveTokens          int       `json:"liveTokens"`
	Teams               []string  `json:"teams"`
	Created             time.Time `json:"created"`
}

// grantLine is one line of `recall admin grant list`.
type grantLine struct {
	System    string `json:"system"`
	Principal string `json:"principal,omitempty"`
	Team      string `json:"team,omitempty"`
	Level     string `json:"level"`
}

func init() {
	register("admin principal", func(a *app) *cobra.Command {
		return &cobra.Command{
			Use:     "list",
			Short:   "List principals as JSON lines (name, role, service, run cap, disabled, created)",
			Example: "  recall admin principal list | jq -r 'select(.role == \"admin\") | .name'",
			Args:    noArgs,
			RunE: a.admin(func(ctx context.Context, x adminCtx, _ []string) error {
				ps, err := x.ids.ListPrincipals(ctx, x.who)
				if err != nil {
					return err
				}
				lines := make([]principalLine, len(ps))
				for i, p := range ps {
					teams := p.Teams
					if teams == nil {
						teams = []string{}
					}
					lines[i] = principalLine{Name: p.Name, Role: p.Role, Service: p.Service, RunCap: p.RunCap,
						Disabled: p.Disabled, DeletesNeedApproval: p.DeletesNeedApproval, HasPassword: p.HasPassword,
						LiveTokens: p.LiveTokens, Teams: teams, Created: p.CreatedAt.UTC()}
					if b := p.WriteBudget; b != nil {
						s := b.String()
						lines[i].WriteBudget = &s
					}
				}
				return printJSONLines(a.stdout, lines)
			}),
		}
	})
	register("admin principal", func(a *app) *cobra.Command {
		var role string
		cmd := &cobra.Command{
			Use:   "set-role NAME --role ROLE",
			Short: "Change a principal's role; its next call sees it",
			Example: `  recall admin principal set-role alice --role admin
  recall admin principal set-role bob --role member`,
			Args: exactArgs(1, "NAME"),
		}
		cmd.Flags().StringVar(&role, "role", "", "the new role (admin holds the admin operations) (required)")
		_ = cmd.MarkFlagRequired("role")
		cmd.RunE = a.admin(func(ctx context.Context, x adminCtx, args []string) error {
			if err := x.ids.SetPrincipalRole(ctx, x.who, args[0], role); err != nil {
				return err
			}
			fmt.Fprintf(a.stdout, "principal %s now has role %s\n", args[0], role)
			return nil
		})
		return cmd
	})
	for _, verb := range []string{"disable", "enable"} {
		register("admin principal", func(a *app) *cobra.Command {
			cmd := &cobra.Command{
				Use:     verb + " NAME",
				Short:   "Disable a principal: its tokens, sessions and logins are refused at once; its memories stay",
				Example: "  recall admin principal disable nightly-bot",
				Args:    exactArgs(1, "NAME"),
			}
			if verb == "enable" {
				cmd.Short = "Enable a disabled principal again (its tokens that were not revoked work again)"
				cmd.Example = "  recall admin principal enable nightly-bot"
			}
			cmd.RunE = a.admin(func(ctx context.Context, x adminCtx, args []string) error {
				if err := x.ids.SetPrincipalDisabled(ctx, x.who, args[0], verb == "disable"); err != nil {
					return err
				}
				fmt.Fprintf(a.stdout, "principal %s %sd\n", args[0], verb)
				return nil
			})
			return cmd
		})
	}

	register("admin token", func(a *app) *cobra.Command {
		var principal string
		var all bool
		cmd := &cobra.Command{
			Use:   "list --principal NAME [--all]",
			Short: "List a principal's tokens as JSON lines (id, agent, project, created, last used, expiry); never the secret",
			Example: `  recall admin token list --principal alice
  recall admin token revoke --id "$(recall admin token list --principal alice | jq -r 'select(.agent == "cursor") | .id')"`,
			Args: noArgs,
		}
		cmd.Flags().StringVar(&principal, "principal", "", "principal name (required)")
		cmd.Flags().BoolVar(&all, "all", false, "include revoked tokens")
		_ = cmd.MarkFlagRequired("principal")
		cmd.RunE = a.admin(func(ctx context.Context, x adminCtx, _ []string) error {
			ts, err := x.ids.ListTokens(ctx, x.who, principal, all)
			if err != nil {
				return err
			}
			return printJSONLines(a.stdout, ts)
		})
		return cmd
	})

	register("admin team", func(a *app) *cobra.Command {
		return &cobra.Command{
			Use:     "list",
			Short:   "List teams and their members as JSON lines",
			Example: "  recall admin team list",
			Args:    noArgs,
			RunE: a.admin(func(ctx context.Context, x adminCtx, _ []string) error {
				ts, err := x.ids.ListTeams(ctx, x.who)
				if err != nil {
					return err
				}
				for i := range ts {
					if ts[i].Members == nil {
						ts[i].Members = []string{}
					}
				}
				return printJSONLines(a.stdout, ts)
			}),
		}
	})
	register("admin grant", func(a *app) *cobra.Command {
		return &cobra.Command{
			Use:     "list",
			Short:   "List every grant as JSON lines (system, principal or team, level)",
			Example: "  recall admin grant list | jq -r 'select(.system == \"billing\")'",
			Args:    noArgs,
			RunE: a.admin(func(ctx context.Context, x adminCtx, _ []string) error {
				gs, err := x.ids.ListGrants(ctx, x.who)
				if err != nil {
					return err
				}
				return printJSONLines(a.stdout, grantLines(gs))
			}),
		}
	})
}

func grantLines(gs []identity.Grant) []grantLine {
	out := make([]grantLine, len(gs))
	for i, g := range gs {
		out[i] = grantLine{System: g.SystemID, Principal: g.Principal, Team: g.Team, Level: string(g.Level)}
	}
	return out
}
