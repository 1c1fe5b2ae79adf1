package main

// heldout-ai: crypto exchanges, trading bots and wallets.

import (
	"fmt"
	"strings"
)

func haiFinGens() []haiGen {
	return []haiGen{
		{11, haiBinanceSample},
		{9, haiCoinbaseSample},
		{8, haiKrakenSample},
		{7, haiBybitSample},
		{10, haiFreqtradeSample},
		{7, haiCcxtSample},
		{12, haiMnemonicSample},
		{10, haiEthKeySample},
		{7, haiWIFSample},
	}
}

func haiBinanceSample() Sample {
	k, s := haiR(alnum, 64), haiR(alnum, 64)
	cat := "exchange-binance"
	switch rng.IntN(10) {
	case 0:
		return haiSec(cat, "python", fmt.Sprintf("import ccxt\n\nexchange = ccxt.binance({\n    'apiKey': '%s',\n    'secret': '%s',\n    'enableRateLimit': True,\n})\nprint(exchange.fetch_balance()['USDT'])", k, s), k, s)
	case 1:
		x := haiSec(cat, "env", fmt.Sprintf("BINANCE_API_KEY=%s\nBINANCE_API_SECRET=%s\nBASE_ASSET=USDT\nMAX_OPEN_TRADES=3", k, s), k, s)
		return haiKeep(x, "MAX_OPEN_TRADES=3")
	case 2:
		return haiSec(cat, "shell", fmt.Sprintf("$ curl -H \"X-MBX-APIKEY: %s\" \"https://api.binance.com/api/v3/account?timestamp=%d&signature=%s\"", k, 1700000000000+rng.IntN(90000000000), haiHex(64)), k)
	case 3:
		return haiSec(cat, "chat", fmt.Sprintf("binance key: %s\nsecret: %s\nonly spot trading enabled, no withdrawals", k, s), k, s)
	case 4:
		return haiSec(cat, "go", fmt.Sprintf("client := binance.NewClient(\"%s\", \"%s\")\nres, err := client.NewGetAccountService().Do(context.Background())", k, s), k, s)
	case 5:
		return haiSec(cat, "javascript", fmt.Sprintf("const binance = new ccxt.binance({\n  apiKey: \"%s\",\n  secret: \"%s\",\n  options: { defaultType: 'future' },\n});", k, s), k, s)
	case 6:
		return haiSec(cat, "prose-de", fmt.Sprintf("Binance-API für den Steuerreport (nur Lesezugriff): Key %s, Secret %s", k, s), k, s)
	case 7:
		return haiSec(cat, "ini", fmt.Sprintf("[binance]\napi_key = %s\napi_secret = %s\ntestnet = no\n\n[report]\ncurrency = EUR", k, s), k, s)
	case 8:
		return haiSec(cat, "prose-tr", fmt.Sprintf("Binance API anahtarı %s ve gizli anahtar %s, botu sadece spotta çalıştır", k, s), k, s)
	default:
		return haiSec(cat, "memory-note", fmt.Sprintf("User's Binance sub-account 'grid-bot' uses secret %s (API key ends in %s).", s, k[58:]), s)
	}
}

func haiCoinbaseSample() Sample {
	cat := "exchange-coinbase"
	org, kid := haiUUID(), haiUUID()
	body := "MHcCAQEEI" + haiR(haiB64, 55) + "\n" + haiR(haiB64, 64) + "\n" + haiR(haiB64, 40) + "=="
	key, sec, pass := haiHex(32), haiR(haiB64, 86)+"==", haiR(lower+digits, haiN(10, 14))
	switch rng.IntN(6) {
	case 0:
		return haiSec(cat, "json", fmt.Sprintf("{\n   \"name\": \"organizations/%s/apiKeys/%s\",\n   \"privateKey\": \"-----BEGIN EC PRIVATE KEY-----\\n%s\\n-----END EC PRIVATE KEY-----\\n\"\n}", org, kid, strings.ReplaceAll(body, "\n", "\\n")), strings.ReplaceAll(body, "\n", "\\n"))
	case 1:
		return haiSec(cat, "pem", fmt.Sprintf("coinbase advanced trade key for the DCA script:\n-----BEGIN EC PRIVATE KEY-----\n%s\n-----END EC PRIVATE KEY-----", body), body)
	case 2:
		return haiSec(cat, "python", fmt.Sprintf("auth_client = cbpro.AuthenticatedClient(\n    '%s',\n    '%s',\n    '%s')", key, sec, pass), key, sec, pass)
	case 3:
		return haiSec(cat, "env", fmt.Sprintf("COINBASE_KEY=%s\nCOINBASE_SECRET=%s\nCOINBASE_PASSPHRASE=%s", key, sec, pass), key, sec, pass)
	case 4:
		return haiSec(cat, "chat", fmt.Sprintf("coinbase exchange api: key %s / passphrase %s — secret is in the other message", key, pass), key, pass)
	default:
		return haiSec(cat, "prose-fr", fmt.Sprintf("Clé API Coinbase pour l'export comptable : %s, secret : %s, phrase secrète : %s", key, sec, pass), key, sec, pass)
	}
}

func haiKrakenSample() Sample {
	cat := "exchange-kraken"
	k := haiR(haiB64, 56)
	s := haiR(haiB64, 86) + "=="
	switch rng.IntN(6) {
	case 0:
		return haiSec(cat, "file", fmt.Sprintf("$ cat ~/.config/kraken.key\n%s\n%s", k, s), k, s)
	case 1:
		return haiSec(cat, "python", fmt.Sprintf("api = krakenex.API(key='%s', secret='%s')\nk = KrakenAPI(api)\nbalance = k.get_account_balance()", k, s), k, s)
	case 2:
		return haiSec(cat, "chat", fmt.Sprintf("kraken api key %s private key %s (query funds + ledger entries only, for Koinly)", k, s), k, s)
	case 3:
		return haiSec(cat, "yaml", fmt.Sprintf("exchanges:\n  kraken:\n    api_key: \"%s\"\n    api_secret: \"%s\"\n    pairs: [XBTEUR, ETHEUR]", k, s), k, s)
	case 4:
		return haiSec(cat, "prose-nl", fmt.Sprintf("Kraken sleutel: %s\nPrivé-sleutel: %s\nAlleen voor de belastingaangifte gebruiken.", k, s), k, s)
	default:
		return haiSec(cat, "log", fmt.Sprintf("%s %s DEBUG kraken: POST /0/private/Balance API-Key=%s nonce=%d", haiDate(), haiTime(), k, 1700000000000+rng.IntN(1e9)), k)
	}
}

func haiBybitSample() Sample {
	cat := "exchange-bybit"
	k, s := haiR(alnum, 18), haiR(alnum, 36)
	switch rng.IntN(5) {
	case 0:
		return haiSec(cat, "python", fmt.Sprintf("from pybit.unified_trading import HTTP\nsession = HTTP(testnet=False, api_key=\"%s\", api_secret=\"%s\")", k, s), k, s)
	case 1:
		return haiSec(cat, "chat", fmt.Sprintf("bybit: %s / %s (sub account, futures only)", k, s), k, s)
	case 2:
		return haiSec(cat, "env", fmt.Sprintf("BYBIT_API_KEY=\"%s\"\nBYBIT_API_SECRET=\"%s\"\nLEVERAGE=3", k, s), k, s)
	case 3:
		return haiSec(cat, "prose-ru", fmt.Sprintf("ключ Bybit: %s, секрет: %s — только для бота сетки", k, s), k, s)
	default:
		return haiSec(cat, "prose-ko", fmt.Sprintf("바이빗 API 키 %s 시크릿 %s 로 설정했어요", k, s), k, s)
	}
}

func haiTelegramToken() string {
	return fmt.Sprint(haiN(1000000000, 7999999999)) + ":AA" + haiR(b64url, 33)
}

func haiFreqtradeSample() Sample {
	cat := "freqtrade-config"
	k, s := haiR(alnum, 64), haiR(alnum, 64)
	tg := haiTelegramToken()
	jwt := haiHex(haiP2(32, 64))
	apipw := haiPW()
	chat := fmt.Sprint(haiN(100000000, 999999999))
	exch := haiP("binance", "kraken", "bybit", "okx", "kucoin")
	switch rng.IntN(6) {
	case 0:
		x := haiSec(cat, "json", fmt.Sprintf("{\n    \"max_open_trades\": 5,\n    \"stake_currency\": \"USDT\",\n    \"dry_run\": false,\n    \"exchange\": {\n        \"name\": \"%s\",\n        \"key\": \"%s\",\n        \"secret\": \"%s\",\n        \"pair_whitelist\": [\"BTC/USDT\", \"ETH/USDT\"]\n    }\n}", exch, k, s), k, s)
		return haiKeep(x, "\"stake_currency\": \"USDT\"")
	case 1:
		return haiSec(cat, "json", fmt.Sprintf("    \"telegram\": {\n        \"enabled\": true,\n        \"token\": \"%s\",\n        \"chat_id\": \"%s\"\n    },", tg, chat), tg)
	case 2:
		return haiSec(cat, "json", fmt.Sprintf("\"api_server\": {\n    \"enabled\": true,\n    \"listen_ip_address\": \"127.0.0.1\",\n    \"listen_port\": 8080,\n    \"jwt_secret_key\": \"%s\",\n    \"username\": \"freqtrader\",\n    \"password\": \"%s\"\n}", jwt, apipw), jwt, apipw)
	case 3:
		return haiSec(cat, "chat", fmt.Sprintf("my freqtrade UI is at http://%s:8080, user freqtrader pass %s, telegram bot token %s", haiHost(), apipw, tg), apipw, tg)
	case 4:
		return haiSec(cat, "shell", fmt.Sprintf("$ export FREQTRADE__EXCHANGE__KEY=%s\n$ export FREQTRADE__EXCHANGE__SECRET=%s\n$ freqtrade trade --config user_data/config.json --strategy SampleStrategy", k, s), k, s)
	default:
		x := haiSec(cat, "log", fmt.Sprintf("%s %s,123 - freqtrade.configuration.configuration - INFO - Using config: user_data/config.json ...\n%s %s,456 - freqtrade.rpc.telegram - ERROR - telegram error for token %s: Unauthorized\n%s %s,789 - freqtrade.worker - INFO - Bot heartbeat. PID=%d", haiDate(), haiTime(), haiDate(), haiTime(), tg, haiDate(), haiTime(), haiN(1000, 60000)), tg)
		return haiKeep(x, "freqtrade.worker - INFO - Bot heartbeat.")
	}
}

func haiCcxtSample() Sample {
	cat := "exchange-ccxt"
	k, s, pp := haiUUID(), haiHex(32), haiHumanPW()
	ex := haiP("okx", "kucoin", "bitget")
	switch rng.IntN(4) {
	case 0:
		return haiSec(cat, "python", fmt.Sprintf("ex = ccxt.%s({\n    \"apiKey\": \"%s\",\n    \"secret\": \"%s\",\n    \"password\": \"%s\",\n})", ex, k, strings.ToUpper(s), pp), k, strings.ToUpper(s), pp)
	case 1:
		return haiSec(cat, "chat", fmt.Sprintf("%s api: key %s, secret %s, passphrase %s", ex, k, strings.ToUpper(s), pp), k, strings.ToUpper(s), pp)
	case 2:
		return haiSec(cat, "yaml", fmt.Sprintf("%s:\n  apiKey: %s\n  secret: %s\n  password: '%s'\n  sandbox: false", ex, k, strings.ToUpper(s), pp), k, strings.ToUpper(s), pp)
	default:
		return haiSec(cat, "prose-it", fmt.Sprintf("Per %s la passphrase dell'API è %s e la chiave segreta %s", ex, pp, strings.ToUpper(s)), pp, strings.ToUpper(s))
	}
}

func haiMnemonicSample() Sample {
	cat := "wallet-mnemonic"
	n := 12
	if rng.IntN(3) == 0 {
		n = 24
	}
	m := haiMnemonic(n)
	switch rng.IntN(12) {
	case 0:
		return haiSec(cat, "notes", fmt.Sprintf("Ledger backup (cold wallet)\nseed: %s\npassphrase: none", m), m)
	case 1:
		inf := haiHex(32)
		return haiSec(cat, "env", fmt.Sprintf("MNEMONIC=\"%s\"\nINFURA_PROJECT_ID=%s\nNETWORK=sepolia", m, inf), m, inf)
	case 2:
		return haiSec(cat, "javascript", fmt.Sprintf("module.exports = {\n  solidity: \"0.8.24\",\n  networks: {\n    sepolia: {\n      url: \"https://rpc.sepolia.org\",\n      accounts: { mnemonic: \"%s\" },\n    },\n  },\n};", m), m)
	case 3:
		return haiSec(cat, "prose-de", fmt.Sprintf("Meine Seed-Phrase fürs Trezor, falls ich sie verliere: %s", m), m)
	case 4:
		words := strings.Fields(m)
		var b strings.Builder
		for i, w := range words {
			fmt.Fprintf(&b, "%d. %s\n", i+1, w)
		}
		block := strings.TrimSuffix(b.String(), "\n")
		return haiSec(cat, "notes", "MetaMask Secret Recovery Phrase\n"+block+"\n(written on paper too)", block)
	case 5:
		return haiSec(cat, "chat", fmt.Sprintf("can you check why my wallet shows 0? recovery phrase is %s", m), m)
	case 6:
		return haiSec(cat, "prose-es", fmt.Sprintf("frase semilla de la billetera de la empresa: «%s»", m), m)
	case 7:
		return haiSec(cat, "python", fmt.Sprintf("from bip_utils import Bip39SeedGenerator\nseed = Bip39SeedGenerator(\"%s\").Generate()", m), m)
	case 8:
		return haiSec(cat, "prose-ja", fmt.Sprintf("ウォレットのシードフレーズ：%s", m), m)
	case 9:
		return haiSec(cat, "shell", fmt.Sprintf("$ cast wallet import treasury --mnemonic \"%s\"\nEnter password:\n`treasury` keystore was saved successfully.", m), m)
	case 10:
		return haiSec(cat, "memory-note", fmt.Sprintf("The user keeps the test wallet seed here: %s. Only testnet funds.", m), m)
	default:
		return haiSec(cat, "prose-pt", fmt.Sprintf("as 12 palavras da carteira: %s", m), m)
	}
}

func haiEthKeySample() Sample {
	cat := "wallet-private-key"
	h := haiHex(64)
	pk := "0x" + h
	if rng.IntN(3) == 0 {
		pk = h
	}
	addr := haiEthAddr()
	switch rng.IntN(10) {
	case 0:
		x := haiSec(cat, "env", fmt.Sprintf("PRIVATE_KEY=%s\nRPC_URL=https://eth-mainnet.g.alchemy.com/v2/demo\nDEPLOYER=%s", pk, addr), pk)
		return haiKeep(x, "DEPLOYER="+addr)
	case 1:
		return haiSec(cat, "javascript", fmt.Sprintf("networks: {\n  mainnet: {\n    url: process.env.RPC_URL,\n    accounts: [\"%s\"],\n  },\n},", pk), pk)
	case 2:
		return haiSec(cat, "python", fmt.Sprintf("from eth_account import Account\nacct = Account.from_key('%s')\nprint(acct.address)  # %s", pk, addr), pk)
	case 3:
		return haiSec(cat, "shell", fmt.Sprintf("$ cast send %s \"transfer(address,uint256)\" %s 1000000 --private-key %s --rpc-url $RPC", haiEthAddr(), addr, pk), pk)
	case 4:
		return haiSec(cat, "chat", fmt.Sprintf("exported the hot wallet key from metamask: %s — funds are small but please move them", pk), pk)
	case 5:
		var nums []string
		for i := 0; i < 64; i++ {
			nums = append(nums, fmt.Sprint(rng.IntN(256)))
		}
		arr := strings.Join(nums, ",")
		return haiSec(cat, "json", fmt.Sprintf("$ cat ~/.config/solana/id.json\n[%s]", arr), arr)
	case 6:
		return haiSec(cat, "prose-de", fmt.Sprintf("privater Schlüssel der Deployer-Wallet: %s (Adresse %s)", pk, addr), pk)
	case 7:
		return haiSec(cat, "go", fmt.Sprintf("privateKey, err := crypto.HexToECDSA(\"%s\")\nif err != nil {\n\tlog.Fatal(err)\n}", h), h)
	case 8:
		return haiSec(cat, "toml", fmt.Sprintf("[wallet]\naddress = \"%s\"\nprivate_key = \"%s\"\nchain_id = 137", addr, pk), pk)
	default:
		return haiSec(cat, "prose-zh", fmt.Sprintf("热钱包私钥：%s，地址：%s", pk, addr), pk)
	}
}

func haiWIFSample() Sample {
	cat := "wallet-wif"
	w := haiWIF()
	switch rng.IntN(5) {
	case 0:
		return haiSec(cat, "shell", fmt.Sprintf("$ bitcoin-cli importprivkey \"%s\" \"cold-2017\" false", w), w)
	case 1:
		return haiSec(cat, "notes", fmt.Sprintf("Paper wallet from 2017\naddress: 1%s\nprivate key (WIF): %s", haiR(haiB58, 33), w), w)
	case 2:
		return haiSec(cat, "chat", fmt.Sprintf("sweeping this in electrum now: %s", w), w)
	case 3:
		return haiSec(cat, "prose-pl", fmt.Sprintf("klucz prywatny do starego portfela: %s", w), w)
	default:
		return haiSec(cat, "python", fmt.Sprintf("key = Key('%s')\nprint(key.address, key.get_balance('btc'))", w), w)
	}
}
