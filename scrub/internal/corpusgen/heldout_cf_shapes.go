package main

import (
	"fmt"
	"strings"
)

func hcfUser() string {
	return hcfP("admin", "ops", "trader01", "root", "deployer", "grafana", "keeper", strings.ToLower(hcfName()))
}

// hcfShapeGens are the four shared shapes set in this part's world: Discord bot tokens, logins in
// prose, keys split across two lines and a service account's private_key_id in prose.
func hcfShapeGens() []hcfGen {
	return []hcfGen{
		func() Sample {
			tok, _ := hcfDiscord()
			t := hcfLines("# "+hcfP("floor price", "mint watcher", "whale alert", "gas price")+" bot", "DISCORD_TOKEN="+tok,
				"GUILD_ID="+rnd(digits, 19), "ALCHEMY_NETWORK="+hcfNetw().alchemy)
			return hcfS("discord-bot-token", "env", t, tok)
		},
		func() Sample {
			tok, _ := hcfDiscord()
			t := fmt.Sprintf(`@bot.command()
async def floor(ctx, slug: str):
    await ctx.send(f"{slug} floor: {await get_floor(slug)} ETH")

bot.run("%s")`, tok)
			return hcfS("discord-bot-token", "code-py", t, tok)
		},
		func() Sample {
			tok, id := hcfDiscord()
			t := fmt.Sprintf("%s: token for the sales bot (app id %s) is %s\n%s: thx, deploying to the vps now", hcfName(), id, tok, hcfName())
			return hcfK("discord-bot-token", "chat", t, []string{tok}, []string{"app id " + id})
		},
		func() Sample {
			tok, _ := hcfDiscord()
			t := fmt.Sprintf(`{
  "discord": {
    "token": "%s",
    "channel": "%s"
  },
  "collections": ["%s"],
  "pollSeconds": %d
}`, tok, rnd(digits, 19), hcfAddr(), hcfN(10, 120))
			return hcfS("discord-bot-token", "json", t, tok)
		},
		func() Sample {
			u, pw := hcfUser(), hcfPw()
			t := hcfName() + ": " + hcfP("the login for the hummingbot dashboard is ", "login for the blockscout admin is ", "the login on the grafana for the validators is ",
				"fyi the login is ") + u + " / " + pw + hcfP("", " — change it after", ", don't share outside the desk")
			return hcfK("login-password", "chat", t, []string{pw}, []string{u})
		},
		func() Sample {
			u, pw, host := hcfUser(), hcfPw(), hcfP("explorer.internal", "bots.lan", "10.8.0.4", "dash.ops-vault.xyz")
			t := fmt.Sprintf(`%s:
  host: %s
  port: %d
  login: %s / %s
  notes: %s`, hcfP("blockscout_admin", "frequi", "graph_node_admin", "erpc_dashboard"), host, hcfN(3000, 9090), u, pw,
				hcfP("VPN only", "rotates quarterly", "shared by the quant desk"))
			return hcfK("login-password", "yaml", t, []string{pw}, []string{u, host})
		},
		func() Sample {
			u, pw := hcfUser(), hcfPw()
			t := hcfP("Der Login fürs Bot-Dashboard ist ", "el login del panel del bot es ", "o login do painel é ", "login to the OTC portal: ") + u + " / " + pw
			return hcfK("login-password", "chat", t, []string{pw}, []string{u})
		},
		func() Sample {
			k := hcfAlchemyKey()
			a, b := k[:16], k[16:]
			t := fmt.Sprintf("%s: sending the alchemy key in two parts so it's not in one message\n%s: part 1: %s\n%s: part 2: %s",
				hcfName(), hcfName(), a, hcfName(), b)
			return hcfS("split-key", "chat", t, a, b)
		},
		func() Sample {
			h := rnd(hexs, 64)
			a, b := h[:32], h[32:]
			t := "deployer private key (wrapped, join the two lines):\n" + hcfP("0x", "") + a + "\n" + b + "\n" + hcfP("address "+hcfAddr(), "only for sepolia", "")
			return hcfS("split-key", "notes", t, a, b)
		},
		func() Sample {
			k := hcfBinKey()
			a, b := k[:32], k[32:]
			t := fmt.Sprintf(`BINANCE_SECRET = (
    "%s"
    "%s"
)`, a, b)
			return hcfS("split-key", "code-py", t, a, b)
		},
		func() Sample {
			k := hcfScanKey()
			a, b := k[:17], k[17:]
			t := "etherscan key (phone wrapped it):\n" + a + "\n" + b
			return hcfS("split-key", "chat", t, a, b)
		},
		func() Sample {
			id := rnd(hexs, 40)
			t := fmt.Sprintf("Heads up: the service account %s@%s.iam.gserviceaccount.com that feeds the crypto_ethereum BigQuery job was committed to the repo. private_key_id %s — please disable that key in IAM today.",
				hcfP("etl-runner", "bq-export", "dune-sync"), hcfP("chain-analytics", "vault-data-prod", "onchain-etl"), id)
			return hcfS("gcp-private-key-id", "chat", t, id)
		},
		func() Sample {
			id := rnd(hexs, 40)
			t := fmt.Sprintf(`Ticket %d: leaked GCP key in public gist

The gist contained a service-account key for the %s price oracle backfill. Its private_key_id is "%s". Key deleted at %s UTC; no usage seen in audit logs.`,
				hcfN(1000, 9999), hcfP("Chainlink", "TWAP", "Pyth"), id, hcfHM())
			return hcfS("gcp-private-key-id", "ticket", t, id)
		},
	}
}

// hcfShapeTraps are the same shapes with nothing secret in them.
func hcfShapeTraps() []hcfGen {
	return []hcfGen{
		func() Sample {
			_, id := hcfDiscord()
			t := fmt.Sprintf("Invite the floor bot: https://discord.com/oauth2/authorize?client_id=%s&permissions=%d&scope=bot%%20applications.commands\nApplication ID: %s\nPublic key: %s",
				id, hcfN(2048, 412317240384), id, rnd(hexs, 64))
			return hcfT("trap-discord-app-id", "notes", t)
		},
		func() Sample {
			t := hcfName() + ": " + hcfP("the login is admin / the usual one from 1Password", "login is ops / ask me in DM for the password",
				"the login is your email / the password you set at onboarding", "login: trader01 / (see vault: bots/frequi)")
			return hcfT("trap-login-no-password", "chat", t)
		},
		func() Sample {
			h := rnd(hexs, 64)
			t := "tx hash got wrapped in the report:\n0x" + h[:32] + "\n" + h[32:] + "\nstatus: success, block " + hcfBlock()
			return hcfT("trap-split-tx-hash", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("The BigQuery export runs as etl-runner@chain-analytics.iam.gserviceaccount.com (client_id %s). Fixed the schema drift in commit %s; the key itself lives in Secret Manager.",
				rnd(digits, 21), rnd(hexs, 40))
			return hcfT("trap-gcp-ids", "chat", t)
		},
		func() Sample {
			t := hcfLines("DISCORD_TOKEN="+hcfP("your-bot-token-here", "<discord bot token>", "", "${DISCORD_TOKEN}"), "GUILD_ID="+rnd(digits, 19))
			return hcfT("trap-discord-placeholder", "env", t)
		},
	}
}
