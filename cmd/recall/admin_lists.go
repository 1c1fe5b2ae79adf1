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
	DeletesNeedApproval bool `json:"deletesNeedApproval"`
	// Capture says whether recall capture saves what its sessions' hooks send.
	Capture     bool      `json:"capture"`
	HasPassword bool      `json:"hasPassword"`
	LiveTokens  int       `json:"liveTokens"`
	Teams       []string  `json:"teams"`
	Created     time.Time `json:"created"`
}

// ruleLine is one line of `recall admin rule list`.
type ruleLine struct {
	Role      string     `json:"role"`
	Rule      string     `json:"rule"`
	State     string     `json:"state"` // on or revoked
	RevokedAt *time.Time `json:"revokedAt"`
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
		return listCommand(a, &cobra.Command{
			Use:   "list [--output json|table]",
			Short: "List principals as JSON lines (name, role, service, run cap, disabled, created)",
			Example: `  recall admin principal list | jq -r 'select(.role == "admin") | .name'
  recall admin principal list --output table`,
		}, []string{"name", "role", "service", "runCap", "writeBudget", "deletesNeedApproval", "capture", "disabled", "liveTokens", "teams"},
			func(ctx context.Context, x adminCtx) ([]principalLine, error) {
				ps, err := x.ids.ListPrincipals(ctx, x.who)
				lines := make([]principalLine, len(ps))
				for i, p := range ps {
					teams := p.Teams
					if teams == nil {
						teams = []string{}
					}
					lines[i] = principalLine{Name: p.Name, Role: p.Role, Service: p.Service, RunCap: p.RunCap,
						Disabled: p.Disabled, DeletesNeedApproval: p.DeletesNeedApproval, Capture: p.Capture, HasPassword: p.HasPassword,
						LiveTokens: p.LiveTokens, Teams: teams, Created: p.CreatedAt.UTC()}
					if b := p.WriteBudget; b != nil {
						s := b.String()
						lines[i].WriteBudget = &s
					}
				}
				return lines, err
			})
	})
	register("admin principal", func(a *app) *cobra.Command {
		cmd := &cobra.Command{
			Use:   "set-role NAME --role ROLE [--new-role]",
			Short: "Change a principal's role; its next call sees it",
			Long: `Change a principal's role; its next call sees it. The role must exist: admin, member, or a role
another principal holds (or a revoked rule names). An unknown role is refused as a typo, with the
roles that exist; --new-role says a role no principal holds yet is meant.`,
			Example: `  recall admin principal set-role alice --role admin
  recall admin principal set-role bob --role member
  recall admin principal set-role nightly-bot --role automation --new-role`,
		}
		name := addObject(cmd, "principal", "NAME", "the principal")
		role := addRole(cmd, "", "the new role (admin holds the admin operations) (required)")
		newRole := addNewRole(cmd)
		_ = cmd.MarkFlagRequired("role")
		cmd.RunE = a.admin(func(ctx context.Context, x adminCtx, _ []string) error {
			ch, err := x.ids.SetPrincipalRole(ctx, x.who, name.value, *role, *newRole)
			if err != nil {
				return err
			}
			if len(ch.Changes) == 0 {
				fmt.Fprintf(a.stdout, "principal %s already has role %s: nothing changed\n", ch.Name, ch.Role)
				return nil
			}
			fmt.Fprintf(a.stdout, "principal %s now has role %s (was %s)\n", ch.Name, ch.Role, ch.Changes[0].Before)
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
			}
			if verb == "enable" {
				cmd.Short = "Enable a disabled principal again (its tokens that were not revoked work again)"
				cmd.Example = "  recall admin principal enable nightly-bot"
			}
			name := addObject(cmd, "principal", "NAME", "the principal")
			cmd.RunE = a.admin(func(ctx context.Context, x adminCtx, _ []string) error {
				if err := x.ids.SetPrincipalDisabled(ctx, x.who, name.value, verb == "disable"); err != nil {
					return err
				}
				fmt.Fprintf(a.stdout, "principal %s %sd\n", name.value, verb)
				return nil
			})
			return cmd
		})
	}

	register("admin token", func(a *app) *cobra.Command {
		var principal string
		var all bool
		cmd := &cobra.Command{
			Use:   "list --principal NAME [--all] [--output json|table]",
			Short: "List a principal's tokens as JSON lines (id, agent, project, created, last used, expiry); never the secret",
			Example: `  recall admin token list --principal alice
  recall admin token revoke --id "$(recall admin token list --principal alice | jq -r 'select(.agent == "cursor") | .id')"`,
			Args: noArgs,
		}
		cmd.Flags().StringVar(&principal, "principal", "", "principal name (required)")
		cmd.Flags().BoolVar(&all, "all", false, "include revoked tokens")
		_ = cmd.MarkFlagRequired("principal")
		return listCommand(a, cmd, nil, func(ctx context.Context, x adminCtx) ([]identity.TokenInfo, error) {
			return x.ids.ListTokens(ctx, x.who, principal, all)
		})
	})

	register("admin team", func(a *app) *cobra.Command {
		return listCommand(a, &cobra.Command{
			Use:     "list [--output json|table]",
			Short:   "List teams and their members as JSON lines",
			Example: "  recall admin team list",
		}, nil, func(ctx context.Context, x adminCtx) ([]identity.Team, error) {
			ts, err := x.ids.ListTeams(ctx, x.who)
			for i := range ts {
				if ts[i].Members == nil {
					ts[i].Members = []string{}
				}
			}
			return ts, err
		})
	})
	register("admin grant", func(a *app) *cobra.Command {
		return listCommand(a, &cobra.Command{
			Use:     "list [--output json|table]",
			Short:   "List every grant as JSON lines (system, principal or team, level)",
			Example: "  recall admin grant list | jq -r 'select(.system == \"billing\")'",
		}, []string{"system", "principal", "team", "level"}, func(ctx context.Context, x adminCtx) ([]grantLine, error) {
			gs, err := x.ids.ListGrants(ctx, x.who)
			return grantLines(gs), err
		})
	})
}

func grantLines(gs []identity.Grant) []grantLine {
	out := make([]grantLine, len(gs))
	for i, g := range gs {
		out[i] = grantLine{System: g.SystemID, Principal: g.Principal, Team: g.Team, Level: string(g.Level)}
	}
	return out
}
