package main

import (
	"fmt"
	"strings"
)

// hcfInfraGens are texts from the infrastructure around nodes, bots and dapps.
func hcfInfraGens() []hcfGen {
	return []hcfGen{
		func() Sample {
			id, s := hcfP("AKIA", "AKIA", "ASIA")+rnd(upper+"234567", 16), rnd(alnum+"+/", 40)
			t := fmt.Sprintf("# ~/.aws/credentials on the archive node (snapshot uploads to s3://%s-snapshots)\n[snapshots]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s",
				hcfP("erigon", "reth", "geth"), id, s, hcfP("eu-central-1", "us-east-1", "ap-northeast-1"))
			return hcfS("cloud-access-key", "ini", t, id, s)
		},
		func() Sample {
			tok := "ghp_" + rnd(alnum, 36)
			t := fmt.Sprintf("$ git clone https://%s:%s@github.com/%s/contracts-private.git\nCloning into 'contracts-private'...\nremote: Enumerating objects: %d, done.",
				strings.ToLower(hcfName()), tok, hcfP("vaultlabs", "lendfi", "ape-dao"), hcfN(300, 9000))
			return hcfS("github-token", "shell", t, tok)
		},
		func() Sample {
			tok := "npm_" + rnd(alnum, 36)
			t := "//registry.npmjs.org/:_authToken=" + tok + "\n@" + hcfP("vaultlabs", "lendfi", "zkstuff") + ":registry=https://registry.npmjs.org/"
			return hcfS("npm-token", "ini", t, tok)
		},
		func() Sample {
			u := fmt.Sprintf("https://hooks.slack.com/services/T%s/B%s/%s", rnd(upper+digits, 8), rnd(upper+digits, 10), rnd(alnum, 24))
			t := fmt.Sprintf(`- name: Notify deploy
  run: |
    curl -X POST -H 'Content-type: application/json' \
      --data '{"text":"Deployed ${{ github.sha }} to %s"}' \
      %s`, hcfNetw().name, u)
			return hcfS("webhook-url", "yaml", t, u)
		},
		func() Sample {
			u := fmt.Sprintf("https://discord.com/api/webhooks/%s/%s", rnd(digits, 19), rnd(b64url, 68))
			t := fmt.Sprintf(`WHALE_ALERT_MIN_USD = %d_000
DISCORD_WEBHOOK = "%s"

def alert(tx):
    requests.post(DISCORD_WEBHOOK, json={"content": f"🐋 {tx['hash']} moved ${tx['usd']:,}"})`, hcfN(100, 5000), u)
			return hcfS("webhook-url", "code-py", t, u)
		},
		func() Sample {
			gp, pp := hcfPw(), hcfPw()
			t := fmt.Sprintf(`services:
  grafana:
    image: grafana/grafana:%d.%d.0
    environment:
      - GF_SECURITY_ADMIN_USER=admin
      - GF_SECURITY_ADMIN_PASSWORD=%s
  postgres:
    image: postgres:16
    environment:
      POSTGRES_USER: graph-node
      POSTGRES_PASSWORD: "%s"
      POSTGRES_DB: graph-node`, hcfN(10, 11), hcfN(0, 4), gp, pp)
			if hcfCoin(50) {
				t = strings.Replace(t, `"`+pp+`"`, "${POSTGRES_PASSWORD:?set in .env}", 1)
				return hcfS("db-password", "yaml", t, gp)
			}
			return hcfS("db-password", "yaml", t, gp, pp)
		},
		func() Sample {
			pw, host := hcfPw(), hcfP("indexer-db.internal", "10.0.3.17", "pg.ponder.svc", "db-eu.railway.app")
			pwEsc := strings.NewReplacer("@", "%40", "#", "%23", "?", "%3F", "%", "%25", "/", "%2F", ":", "%3A").Replace(pw)
			t := "DATABASE_URL=postgresql://" + hcfP("ponder", "indexer", "subsquid") + ":" + pwEsc + "@" + host + ":5432/" + hcfP("chain", "events", "mainnet") +
				"\nPONDER_RPC_URL_1=${MAINNET_RPC}"
			return hcfK("db-password", "env", t, []string{pwEsc}, []string{host})
		},
		func() Sample {
			pw, mail := hcfPw(), strings.ToLower(hcfName())+"@"+hcfP("oracle-ops.io", "node.xyz", "gmail.com")
			t := fmt.Sprintf("$ cat ~/.chainlink-%s/.api\n%s\n%s\n$ chainlink node start -a ~/.chainlink-%s/.api", hcfP("sepolia", "mainnet"), mail, pw, hcfP("sepolia", "mainnet"))
			return hcfK("node-password", "shell", t, []string{pw}, []string{mail})
		},
		func() Sample {
			k := "0x" + rnd(hexs, 64)
			t := fmt.Sprintf(`# mev bot
FLASHBOTS_RELAY=https://relay.flashbots.net
FLASHBOTS_AUTH_KEY=%s   # reputation signer, NOT the searcher wallet
MIN_PROFIT_WEI=%d`, k, hcfN(1, 99)*1000000000000000)
			return hcfS("signing-key", "env", t, k)
		},
		func() Sample {
			pk := "0x" + rnd(hexs, 64)
			t := fmt.Sprintf(`jobs:
  deploy:
    runs-on: ubuntu-latest
    env:
      RPC_URL: ${{ secrets.SEPOLIA_RPC_URL }}
      ETHERSCAN_API_KEY: ${{ secrets.ETHERSCAN_API_KEY }}
      PRIVATE_KEY: "%s"
    steps:
      - uses: actions/checkout@v4
      - uses: foundry-rs/foundry-toolchain@v1
      - run: forge script script/Deploy.s.sol --rpc-url $RPC_URL --broadcast`, pk)
			return hcfS("wallet-private-key", "yaml", t, pk)
		},
		func() Sample {
			pw, host := hcfPw(), hcfP("val-01", "eth-staker", "sol-rpc-2", "mev-box")
			t := fmt.Sprintf("%s: ssh into %s.%s is root / no key yet, password %s\n%s: ok, i'll add my key and disable password auth",
				hcfName(), host, hcfP("ops.lan", "internal", "hetzner"), pw, hcfName())
			return hcfK("ssh-password", "chat", t, []string{pw}, []string{host})
		},
		func() Sample {
			tg := hcfTg()
			t := fmt.Sprintf(`# liquidation alerts
TELEGRAM_BOT_TOKEN=%s
TELEGRAM_CHAT_ID=%d
HEALTH_FACTOR_ALERT=1.%d`, tg, -hcfN(100000000, 999999999), hcfN(5, 20))
			return hcfS("telegram-bot-token", "env", t, tg)
		},
		func() Sample {
			pw := hcfPw()
			pwEsc := strings.NewReplacer("@", "%40", "#", "%23", "?", "%3F", "%", "%25", "/", "%2F", ":", "%3A").Replace(pw)
			t := fmt.Sprintf("REDIS_URL=redis://default:%s@%s:6379/0\nQUEUE=tx-broadcast", pwEsc, hcfP("redis-mempool.internal", "10.4.0.9", "queue.bot.lan"))
			return hcfS("db-password", "env", t, pwEsc)
		},
		func() Sample {
			tok := rnd(alnum+"-_", 40)
			t := fmt.Sprintf("$ export CLOUDFLARE_API_TOKEN=%s\n$ wrangler deploy --env production\n ⛅️ wrangler\nUploaded %s-frontend (%d.%02d sec)",
				tok, hcfP("dapp", "mint", "bridge"), hcfN(1, 9), hcfN(0, 99))
			return hcfS("api-token", "shell", t, tok)
		},
		func() Sample {
			k := rnd(alnum, 32)
			t := fmt.Sprintf(`const res = await fetch(
  "https://api.1inch.dev/swap/v6.0/%s/quote?src=%s&dst=%s&amount=%d",
  { headers: { Authorization: "Bearer %s" } },
);`, hcfNetw().id, hcfAddr(), hcfAddr(), hcfN(1, 999)*1000000, k)
			return hcfS("api-key", "code-ts", t, k)
		},
		func() Sample {
			k := hcfUUID()
			t := fmt.Sprintf("$ curl -s 'https://api.0x.org/swap/permit2/price?chainId=%s&sellToken=%s&buyToken=%s&sellAmount=%d' -H '0x-api-key: %s' -H '0x-version: v2' | jq .buyAmount\n\"%d\"",
				hcfNetw().id, hcfAddr(), hcfAddr(), hcfN(1, 99)*1000000, k, hcfN(1000000, 99999999))
			return hcfS("api-key", "shell", t, k)
		},
		func() Sample {
			pw := hcfPw()
			t := fmt.Sprintf(`Meeting notes %s — infra sync
- archive node disk at %d%%, order the 8TB NVMe
- Grafana moved to grafana.%s, admin password is now %s (change after first login)
- %s owns the RPC failover`, hcfDate(), hcfN(70, 97), hcfP("ops.lan", "vault.internal", "infra.local"), pw, hcfName())
			return hcfS("dashboard-password", "meeting-notes", t, pw)
		},
		func() Sample {
			tok := hcfP("glpat-", "glpat-") + rnd(alnum+"-_", 20)
			t := fmt.Sprintf("variables:\n  FOUNDRY_PROFILE: ci\n  GITLAB_TOKEN: %s\n  NETWORK: %s", tok, hcfNetw().name)
			return hcfS("gitlab-token", "yaml", t, tok)
		},
		func() Sample {
			k := "whsec_" + rnd(alnum, 24)
			t := fmt.Sprintf(`// alchemy notify -> /hooks/address-activity
const SIGNING_KEY = "%s";

export function isValid(body: string, sig: string) {
  const h = crypto.createHmac("sha256", SIGNING_KEY).update(body, "utf8").digest("hex");
  return h === sig;
}`, k)
			return hcfS("webhook-signing-key", "code-ts", t, k)
		},
	}
}
