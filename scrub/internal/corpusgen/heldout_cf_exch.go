package main

import (
	"fmt"
	"strings"
)

func hcfBinKey() string { return rnd(alnum, 64) }

func hcfPass() string {
	if hcfCoin(50) {
		return hcfPw()
	}
	return rnd(lower+digits, hcfN(10, 14))
}

// hcfExchGens are texts holding exchange API keys, secrets and passphrases.
func hcfExchGens() []hcfGen {
	return []hcfGen{
		func() Sample {
			k, s := hcfBinKey(), hcfBinKey()
			head := "# binance spot, sub-account " + hcfP("mm-01", "grid", "arb-eu")
			if hcfCoin(50) {
				t := hcfLines(head, "BINANCE_API_KEY_FILE=/run/secrets/binance_key", "BINANCE_API_SECRET="+s, "SYMBOLS=BTCUSDT,"+hcfToken()+"USDT")
				return hcfS("exchange-api-secret", "env", t, s)
			}
			t := hcfLines(head, "BINANCE_API_KEY="+k, "BINANCE_API_SECRET="+s, "BINANCE_TESTNET=false", "SYMBOLS=BTCUSDT,ETHUSDT,"+hcfToken()+"USDT")
			return hcfS("exchange-api-secret", "env", t, k, s)
		},
		func() Sample {
			k, s := hcfBinKey(), hcfBinKey()
			t := fmt.Sprintf(`import ccxt

exchange = ccxt.binance({
    'apiKey': '%s',
    'secret': '%s',
    'enableRateLimit': True,
    'options': {'defaultType': '%s'},
})
print(exchange.fetch_balance()['USDT'])`, k, s, hcfP("spot", "future", "margin"))
			return hcfS("exchange-api-secret", "code-py", t, k, s)
		},
		func() Sample {
			k, s := rnd(alnum+"+/", 56), hcfB64(64)
			t := fmt.Sprintf(`const ccxt = require('ccxt');

const kraken = new ccxt.kraken({
  apiKey: '%s',
  secret: '%s',
});

(async () => {
  const orders = await kraken.fetchOpenOrders('%s/USD');
  console.log(orders.length, 'open');
})();`, k, s, hcfP("BTC", "ETH", "SOL"))
			return hcfS("exchange-api-secret", "code-js", t, k, s)
		},
		func() Sample {
			k, s, p := hcfUUID(), strings.ToUpper(rnd(hexs, 32)), hcfPass()
			t := fmt.Sprintf(`{
  "max_open_trades": %d,
  "stake_currency": "USDT",
  "dry_run": false,
  "exchange": {
    "name": "okx",
    "key": "%s",
    "secret": "%s",
    "password": "%s",
    "pair_whitelist": ["BTC/USDT:USDT", "ETH/USDT:USDT"]
  }
}`, hcfN(2, 8), k, s, p)
			return hcfS("exchange-api-secret", "json", t, k, s, p)
		},
		func() Sample {
			tg, chat, jw, pw := hcfTg(), "-100"+rnd(digits, 10), rnd(hexs, 48), hcfPw()
			t := fmt.Sprintf(`  "telegram": {
    "enabled": true,
    "token": "%s",
    "chat_id": "%s"
  },
  "api_server": {
    "enabled": true,
    "listen_ip_address": "127.0.0.1",
    "listen_port": 8080,
    "jwt_secret_key": "%s",
    "username": "freqtrader",
    "password": "%s"
  },`, tg, chat, jw, pw)
			secs := []string{tg, jw, pw}
			if hcfCoin(60) {
				t = strings.Replace(t, jw, "", 1)
				t = strings.Replace(t, pw, "", 1)
				t = strings.Replace(t, `"enabled": true,
    "listen_ip`, `"enabled": false,
    "listen_ip`, 1)
				secs = []string{tg}
			}
			return hcfK("telegram-bot-token", "json", t, secs, []string{chat, "freqtrader"})
		},
		func() Sample {
			k, s := rnd(alnum, 18), rnd(alnum, 36)
			t := fmt.Sprintf("%s: new bybit key for the grid bot\nkey: %s\nsecret: %s\nperms: %s, no withdrawals, IP locked to %s",
				hcfName(), k, s, hcfP("read+trade", "contract trade", "spot trade"), hcfIP())
			if hcfCoin(45) {
				return hcfS("exchange-api-secret", "chat", hcfMaskKey(t, k), s)
			}
			return hcfS("exchange-api-secret", "chat", t, k, s)
		},
		func() Sample {
			k, s, p := rnd(hexs, 24), hcfUUID(), hcfPass()
			t := fmt.Sprintf(`[exchange.kucoin]
api_key = "%s"
api_secret = "%s"
api_passphrase = "%s"
sandbox = false
markets = ["%s-USDT", "KCS-USDT"]`, k, s, p, hcfToken())
			return hcfS("exchange-api-secret", "toml", t, k, s, p)
		},
		func() Sample {
			k, s, p := rnd(hexs, 32), hcfB64(64), rnd(lower+digits, 11)
			t := fmt.Sprintf("Coinbase Exchange (prime brokerage) creds for the rebalancer:\n  key        %s\n  secret     %s\n  passphrase %s\nportfolio: %s",
				k, s, p, hcfP("default", "treasury-ops", "mm"))
			if hcfCoin(45) {
				return hcfS("exchange-api-secret", "notes", hcfMaskKey(t, k), s, p)
			}
			return hcfS("exchange-api-secret", "notes", t, k, s, p)
		},
		func() Sample {
			k, s, tick := rnd(alnum+"+/", 56), hcfB64(64), hcfN(1000, 9999)
			t := fmt.Sprintf(`Ticket #%d — Kraken API nonce errors

Customer attached their config (!):
  API key: %s
  Private key: %s
Asked them to revoke it in Settings > API and create a new one with a nonce window.`, tick, k, s)
			if hcfCoin(50) {
				t = strings.Replace(t, k, k[:6]+"…"+k[52:]+" (truncated in the screenshot)", 1)
				return hcfS("exchange-api-secret", "ticket", t, s)
			}
			return hcfS("exchange-api-secret", "ticket", t, k, s)
		},
		func() Sample {
			k, s := rnd(hexs, 32), rnd(hexs, 64)
			t := hcfLines("gateio:", "  key: "+k, "  secret: "+s, "  settle: usdt", "  leverage: "+fmt.Sprint(hcfN(2, 10)))
			return hcfS("exchange-api-secret", "yaml", t, k, s)
		},
		func() Sample {
			k, s, p := "bg_"+rnd(hexs, 32), rnd(hexs, 64), hcfPass()
			t := fmt.Sprintf(`BITGET_API_KEY=%s
BITGET_SECRET_KEY=%s
BITGET_PASSPHRASE=%s
BITGET_PRODUCT_TYPE=USDT-FUTURES`, k, s, p)
			return hcfS("exchange-api-secret", "env", t, k, s, p)
		},
		func() Sample {
			k, s := hcfBinKey(), hcfBinKey()
			t := fmt.Sprintf(`# conf_pure_mm_%d.yml
strategy: pure_market_making
exchange: binance
market: %s-USDT
bid_spread: 0.%d
ask_spread: 0.%d
binance_api_key: %s
binance_api_secret: %s`, hcfN(1, 9), hcfToken(), hcfN(1, 9), hcfN(1, 9), k, s)
			return hcfS("exchange-api-secret", "yaml", t, k, s)
		},
		func() Sample {
			sec, pair := rnd(alnum, hcfN(20, 32)), hcfToken()
			t := fmt.Sprintf(`{
  "secret": "%s",
  "ticker": "{{ticker}}",
  "action": "{{strategy.order.action}}",
  "size": "%d",
  "pair": "%sUSDT"
}`, sec, hcfN(1, 50), pair)
			return hcfS("webhook-secret", "json", t, sec)
		},
		func() Sample {
			id, s := rnd(alnum, 8), rnd(alnum+"-_", 43)
			t := fmt.Sprintf("deribit read/trade app for the options desk\nclient_id: %s\nclient_secret: %s\nscope: trade:read_write wallet:read", id, s)
			return hcfK("oauth-client-secret", "notes", t, []string{s}, []string{id})
		},
		func() Sample {
			k, s, oid := hcfBinKey(), hcfBinKey(), fmt.Sprint(hcfN(100000000, 999999999))
			t := fmt.Sprintf(`$ export BINANCE_KEY=%s
$ export BINANCE_SECRET=%s
$ python arb.py --pair %s/USDT
[%s] placed LIMIT BUY orderId=%s qty=%d
[%s] filled orderId=%s`, k, s, hcfToken(), hcfClock(), oid, hcfN(1, 500), hcfClock(), oid)
			return hcfK("exchange-api-secret", "shell", t, []string{k, s}, []string{oid})
		},
		func() Sample {
			k, s, box := hcfBinKey(), hcfBinKey(), hcfP("hetzner-fsn1", "ovh-gra", "aws-tokyo", "colo-ty3")
			t := fmt.Sprintf(`Handover: arb bot (%s)

- runs as systemd unit arb-bot on %s, logs in /var/log/arb
- Binance sub-account "arb-%d" keys (trade only):
    key=%s
    secret=%s
- PnL sheet is in the shared drive, ping %s for access`, hcfDate(), box, hcfN(1, 9), k, s, hcfName())
			if hcfCoin(45) {
				return hcfK("exchange-api-secret", "handover", hcfMaskKey(t, k), []string{s}, []string{box})
			}
			return hcfK("exchange-api-secret", "handover", t, []string{k, s}, []string{box})
		},
		func() Sample {
			k, s, who := rnd(alnum, 18), rnd(alnum, 36), hcfName()
			t := fmt.Sprintf(`Subject: MM account API access

Hi %s,

as discussed, here are the Bybit credentials for the market-making account. Trading only, withdrawals are off.

API key: %s
API secret: %s

Let me know when the bot is live.
Best,
%s`, hcfName(), k, s, who)
			if hcfCoin(45) {
				return hcfS("exchange-api-secret", "mail", hcfMaskKey(t, k), s)
			}
			return hcfS("exchange-api-secret", "mail", t, k, s)
		},
		func() Sample {
			k1, s1 := hcfBinKey(), hcfBinKey()
			t := fmt.Sprintf("account,exchange,api_key,api_secret,ip_whitelist\nsub-%d,binance,%s,%s,%s\nsub-%d,binance,,,\n",
				hcfN(1, 9), k1, s1, hcfIP(), hcfN(10, 19))
			return hcfS("exchange-api-secret", "csv", t, k1, s1)
		},
		func() Sample {
			s := rnd(alnum, 64)
			t := fmt.Sprintf(`import hmac, hashlib, time

API_SECRET = b"%s"

def sign(query: str) -> str:
    return hmac.new(API_SECRET, query.encode(), hashlib.sha256).hexdigest()

print(sign(f"timestamp={int(time.time()*1000)}"))`, s)
			return hcfS("exchange-api-secret", "code-py", t, s)
		},
		func() Sample {
			k, s := hcfBinKey(), hcfBinKey()
			t := fmt.Sprintf(`package main

import "github.com/adshao/go-binance/v2"

func newClient() *binance.Client {
	return binance.NewClient("%s", "%s")
}`, k, s)
			return hcfS("exchange-api-secret", "code-go", t, k, s)
		},
		func() Sample {
			k := hcfBinKey()
			t := fmt.Sprintf("%s %s ERROR binance.rest code=-2015 msg=\"Invalid API-key, IP, or permissions for action.\" apiKey=%s ip=%s",
				hcfDate(), hcfClock(), k, hcfIP())
			return hcfS("exchange-api-key", "log", t, k)
		},
		func() Sample {
			seed, codes := rnd(b32, 16), []string{rnd(digits, 8), rnd(digits, 8), rnd(digits, 8)}
			mail := strings.ToLower(hcfName()) + "@" + hcfP("proton.me", "gmail.com", "fund.xyz")
			if hcfCoin(65) {
				t := fmt.Sprintf("Kraken master account\nlogin email: %s\n2FA secret (authenticator): %s\nbackup codes: printed, in the office safe", mail, seed)
				return hcfK("totp-seed", "notes", t, []string{seed}, []string{mail})
			}
			t := fmt.Sprintf("Kraken master account\nlogin email: %s\n2FA secret (authenticator): %s\nbackup codes: %s %s %s",
				mail, seed, codes[0], codes[1], codes[2])
			return hcfK("totp-seed", "notes", t, []string{seed, codes[0], codes[1], codes[2]}, []string{mail})
		},
		func() Sample {
			k, s := rnd(alnum, 64), rnd(alnum, 64)
			t := fmt.Sprintf("hey, binance testnet keys for the CI job are\n`%s`\n`%s`\n(first is key, second is secret; testnet.binance.vision)", k, s)
			return hcfS("exchange-api-secret", "chat", t, k, s)
		},
	}
}

// hcfMaskKey shows only the ends of an API key, as people do when the key itself is not needed.
func hcfMaskKey(t, k string) string {
	return strings.Replace(t, k, k[:4]+strings.Repeat("*", hcfN(6, 12))+k[len(k)-4:], 1)
}
