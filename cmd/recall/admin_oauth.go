package main

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/recall-mcp/recall/identity"
)

func init() {
	group("admin oauth", "OAuth clients that sign in to /mcp")
	group("admin oauth client", "List and remove registered and cached OAuth clients")
	register("admin oauth client", func(a *app) *cobra.Command {
		return listCommand(a, &cobra.Command{
			Use:     "list [--output json|table]",
			Short:   "List OAuth clients (dynamically registered, and cached metadata documents) as JSON lines",
			Example: "  recall admin oauth client list",
		}, nil, func(ctx context.Context, x adminCtx) ([]identity.OAuthClient, error) {
			return x.ids.OAuthClients(ctx, x.who)
		})
	})
	register("admin oauth client", func(a *app) *cobra.Command {
		cmd := &cobra.Command{
			Use:   "remove CLIENT_ID",
			Short: "Remove an OAuth client; every token it holds stops working at once",
			Example: `  recall admin oauth client remove rdc_Xy...
  recall admin oauth client remove https://client.example.com/oauth/metadata.json`,
		}
		id := addObject(cmd, "id", "CLIENT_ID", "the client's id (recall admin oauth client list)")
		cmd.RunE = a.admin(func(ctx context.Context, x adminCtx, _ []string) error {
			if err := x.ids.RemoveOAuthClient(ctx, x.who, id.value); err != nil {
				return err
			}
			fmt.Fprintf(a.stdout, "OAuth client %s removed\n", id.value)
			return nil
		})
		return cmd
	})
}
