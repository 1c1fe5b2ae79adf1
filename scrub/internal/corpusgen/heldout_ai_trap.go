package main

// heldout-ai: finance and crypto traps — hashes, addresses, bank and security identifiers,
// order numbers, public and publishable keys, bot configs without secrets, and talk about
// seeds and keys with none in it.

import (
	"fmt"
	"strings"
)

func haiTrapGens() []haiGen {
	return []haiGen{
		{14, haiTxHashTrap},
		{8, haiBTCTxTrap},
		{14, haiAddressTrap},
		{10, haiContractTrap},
		{14, haiIBANTrap},
		{12, haiSecurityIDTrap},
		{12, haiOrderNoTrap},
		{12, haiBlockTrap},
		{12, haiPublicKeyTrap},
		{8, haiPublishableTrap},
		{10, haiBotConfigTrap},
		{10, haiSeedTalkTrap},
		{10, haiKeyCodeTrap},
		{8, haiStatementTrap},
		{10, haiLedgerTrap},
	}
}

func haiIBAN() (string, string) {
	switch rng.IntN(5) {
	case 0:
		d := "DE" + haiR(digits, 20)
		return d, "DE" + d[2:4] + " " + d[4:8] + " " + d[8:12] + " " + d[12:16] + " " + d[16:20] + " " + d[20:22]
	case 1:
		d := "GB" + haiR(digits, 2) + haiR(upper, 4) + haiR(digits, 14)
		return d, d[:4] + " " + d[4:8] + " " + d[8:12] + " " + d[12:16] + " " + d[16:20] + " " + d[20:22]
	case 2:
		d := "FR76" + haiR(digits, 23)
		return d, d[:4] + " " + d[4:8] + " " + d[8:12] + " " + d[12:16] + " " + d[16:20] + " " + d[20:24] + " " + d[24:27]
	case 3:
		d := "NL" + haiR(digits, 2) + haiP("INGB", "ABNA", "RABO") + haiR(digits, 10)
		return d, d[:4] + " " + d[4:8] + " " + d[8:12] + " " + d[12:16] + " " + d[16:18]
	default:
		d := "ES" + haiR(digits, 22)
		return d, d[:4] + " " + d[4:8] + " " + d[8:12] + " " + d[12:16] + " " + d[16:20] + " " + d[20:24]
	}
}

func haiBIC() string {
	return haiP("DEUTDEFF", "COBADEFFXXX", "INGBNL2A", "BNPAFRPP", "NWBKGB2L", "SOLADEST600", "GENODEF1S06", "CAIXESBBXXX")
}

func haiTxHashTrap() Sample {
	cat := "trap-tx-hash"
	tx := "0x" + haiHex(64)
	switch rng.IntN(7) {
	case 0:
		return haiTrap(cat, "chat", fmt.Sprintf("withdrawal went through, tx %s — should show on etherscan in a minute", tx))
	case 1:
		return haiTrap(cat, "url", "https://etherscan.io/tx/"+tx)
	case 2:
		return haiTrap(cat, "log", fmt.Sprintf("%s %s INFO payout: sent 1,250.00 USDC to %s txHash=%s gasUsed=%d", haiDate(), haiTime(), haiEthAddr(), tx, haiN(21000, 90000)))
	case 3:
		return haiTrap(cat, "csv", fmt.Sprintf("date,asset,amount,tx_hash\n%s,ETH,0.42,%s\n%s,USDT,1500,0x%s", haiDate(), tx, haiDate(), haiHex(64)))
	case 4:
		return haiTrap(cat, "prose-de", fmt.Sprintf("Für die Steuererklärung: Transaktions-Hash der Einzahlung ist %s (Block %d).", tx, haiN(17000000, 21900000)))
	case 5:
		return haiTrap(cat, "json", fmt.Sprintf("{\"status\": \"0x1\", \"transactionHash\": \"%s\", \"blockHash\": \"0x%s\", \"from\": \"%s\"}", tx, haiHex(64), haiEthAddr()))
	default:
		return haiTrap(cat, "ticket", fmt.Sprintf("CS-%d: customer says deposit missing. They sent hash %s on Arbitrum, we only support mainnet.", haiN(1000, 99999), tx))
	}
}

func haiBTCTxTrap() Sample {
	cat := "trap-btc-txid"
	tx := haiHex(64)
	switch rng.IntN(4) {
	case 0:
		return haiTrap(cat, "url", "https://mempool.space/tx/"+tx)
	case 1:
		return haiTrap(cat, "notes", fmt.Sprintf("Cold storage consolidation\ntxid: %s\nvout: %d\nfee: %d sat/vB", tx, haiN(0, 3), haiN(2, 40)))
	case 2:
		return haiTrap(cat, "shell", fmt.Sprintf("$ bitcoin-cli getrawtransaction %s true | jq .confirmations\n%d", tx, haiN(1, 5000)))
	default:
		return haiTrap(cat, "chat", fmt.Sprintf("the Lightning channel funding tx is %s:%d, 6 confs now", tx, haiN(0, 2)))
	}
}

func haiAddressTrap() Sample {
	cat := "trap-wallet-address"
	eth := haiEthAddr()
	bc := "bc1q" + haiR("023456789acdefghjklmnpqrstuvwxyz", 38)
	leg := haiP("1", "3") + haiR(haiB58, 33)
	sol := haiR(haiB58, 44)
	switch rng.IntN(8) {
	case 0:
		return haiTrap(cat, "chat", fmt.Sprintf("send the invoice payment to %s (ERC-20 USDC only please)", eth))
	case 1:
		return haiTrap(cat, "email", fmt.Sprintf("Dear client,\n\nour BTC deposit address for the retainer is %s.\nPlease include the invoice number in your email.\n\nKind regards,\n%s", bc, haiCo()))
	case 2:
		return haiTrap(cat, "csv", fmt.Sprintf("label,chain,address\nhot wallet,ethereum,%s\ncold,bitcoin,%s\nlegacy,bitcoin,%s", eth, bc, leg))
	case 3:
		return haiTrap(cat, "prose-es", fmt.Sprintf("la dirección pública de la billetera de Solana es %s, puedes compartirla", sol))
	case 4:
		return haiTrap(cat, "markdown", fmt.Sprintf("## Donations\n\n- BTC: `%s`\n- ETH: `%s`\n- SOL: `%s`", bc, eth, sol))
	case 5:
		return haiTrap(cat, "log", fmt.Sprintf("%s %s INFO watcher: new deposit to %s amount=0.015 BTC confirmations=1", haiDate(), haiTime(), bc))
	case 6:
		return haiTrap(cat, "prose-ja", fmt.Sprintf("受取用アドレス（公開して問題なし）：%s", eth))
	default:
		return haiTrap(cat, "yaml", fmt.Sprintf("watch_only:\n  - %s\n  - %s\nalert_threshold_eth: 5", eth, haiEthAddr()))
	}
}

func haiContractTrap() Sample {
	cat := "trap-contract-address"
	c := haiEthAddr()
	tok := haiP("USDC", "USDT", "WETH", "DAI", "LINK", "UNI")
	switch rng.IntN(5) {
	case 0:
		return haiTrap(cat, "chat", fmt.Sprintf("%s contract address on mainnet is %s, double-check on the issuer's site", tok, c))
	case 1:
		return haiTrap(cat, "solidity", fmt.Sprintf("IERC20 constant %s = IERC20(%s);\n\nfunction sweep(address to) external onlyOwner {\n    %s.transfer(to, %s.balanceOf(address(this)));\n}", tok, c, tok, tok))
	case 2:
		return haiTrap(cat, "json", fmt.Sprintf("{\"symbol\": \"%s\", \"decimals\": %d, \"address\": \"%s\", \"chainId\": 1}", tok, haiP2(6, 18), c))
	case 3:
		return haiTrap(cat, "prose-fr", fmt.Sprintf("adresse du contrat %s déployé hier : %s (vérifié sur Etherscan)", tok, c))
	default:
		return haiTrap(cat, "python", fmt.Sprintf("TOKEN = w3.eth.contract(address=Web3.to_checksum_address(\"%s\"), abi=ERC20_ABI)\nprint(TOKEN.functions.totalSupply().call())", c))
	}
}

func haiP2(a, b int) int {
	if rng.IntN(2) == 0 {
		return a
	}
	return b
}

func haiIBANTrap() Sample {
	cat := "trap-iban"
	raw, spaced := haiIBAN()
	bic := haiBIC()
	amt := fmt.Sprintf("%d,%02d", haiN(50, 90000), haiN(0, 99))
	switch rng.IntN(7) {
	case 0:
		return haiTrap(cat, "invoice", fmt.Sprintf("Rechnung RE-%d-%04d\nBetrag: %s EUR\nBitte überweisen Sie auf: %s\nBIC: %s\nZahlbar innerhalb 14 Tagen.", haiN(2023, 2025), haiN(1, 9999), amt, spaced, bic))
	case 1:
		return haiTrap(cat, "email", fmt.Sprintf("Hi %s, our bank details changed: IBAN %s, BIC %s. Please update the vendor master data.", haiName(), spaced, bic))
	case 2:
		return haiTrap(cat, "csv", fmt.Sprintf("vendor;iban;bic;amount\n%s;%s;%s;%s", haiCo(), raw, bic, amt))
	case 3:
		return haiTrap(cat, "xml", fmt.Sprintf("<CdtrAcct><Id><IBAN>%s</IBAN></Id></CdtrAcct>\n<CdtrAgt><FinInstnId><BICFI>%s</BICFI></FinInstnId></CdtrAgt>", raw, bic))
	case 4:
		return haiTrap(cat, "prose-fr", fmt.Sprintf("RIB du fournisseur : IBAN %s – BIC %s", spaced, bic))
	case 5:
		return haiTrap(cat, "chat", fmt.Sprintf("SEPA transfer bounced, IBAN %s was mistyped in the batch", raw))
	default:
		return haiTrap(cat, "json", fmt.Sprintf("{\"creditor\": {\"name\": \"%s\", \"iban\": \"%s\", \"bic\": \"%s\"}, \"amount\": {\"value\": \"%s\", \"currency\": \"EUR\"}}", haiCo(), raw, bic, strings.ReplaceAll(amt, ",", ".")))
	}
}

func haiISIN() string {
	return haiP("US", "DE", "IE", "LU", "FR", "GB") + haiR(upper+digits, 9) + haiR(digits, 1)
}

func haiSecurityIDTrap() Sample {
	cat := "trap-security-id"
	isin := haiISIN()
	cusip := haiR(digits, 3) + haiR(upper+digits, 5) + haiR(digits, 1)
	lei := haiR(digits, 4) + "00" + haiR(upper+digits, 12) + haiR(digits, 2)
	switch rng.IntN(6) {
	case 0:
		return haiTrap(cat, "markdown-table", fmt.Sprintf("| Ticker | ISIN | Qty | Price |\n|---|---|---|---|\n| VWCE | IE00BK5BQT80 | %d | 118.42 |\n| %s | %s | %d | %d.%02d |", haiN(10, 500), haiR(upper, 4), isin, haiN(1, 900), haiN(5, 900), haiN(0, 99)))
	case 1:
		return haiTrap(cat, "chat", fmt.Sprintf("bond CUSIP %s matures next March, coupon 4.25%%", cusip))
	case 2:
		return haiTrap(cat, "csv", fmt.Sprintf("isin,cusip,sedol,name\n%s,%s,%s,%s Corp 2031", isin, cusip, haiR(upper+digits, 7), haiCo()))
	case 3:
		return haiTrap(cat, "prose-de", fmt.Sprintf("Die LEI der Fondsgesellschaft lautet %s, die ISIN des Fonds %s.", lei, isin))
	case 4:
		return haiTrap(cat, "json", fmt.Sprintf("{\"instrument\": {\"isin\": \"%s\", \"mic\": \"XETR\", \"currency\": \"EUR\"}, \"side\": \"BUY\", \"qty\": %d}", isin, haiN(1, 1000)))
	default:
		return haiTrap(cat, "notes", fmt.Sprintf("MiFID report fields: LEI %s, ISIN %s, venue XNAS, trade date %s", lei, isin, haiDate()))
	}
}

func haiOrderNoTrap() Sample {
	cat := "trap-order-number"
	switch rng.IntN(7) {
	case 0:
		return haiTrap(cat, "chat", fmt.Sprintf("invoice INV-%d-%05d is still unpaid, reminder sent", haiN(2023, 2025), haiN(1, 99999)))
	case 1:
		return haiTrap(cat, "log", fmt.Sprintf("%s %s INFO binance: order filled orderId=%d clientOrderId=web_%s symbol=BTCUSDT qty=0.0021", haiDate(), haiTime(), haiN(1000000000, 2000000000), haiR(lower+digits, 24)))
	case 2:
		return haiTrap(cat, "email", fmt.Sprintf("Your purchase order PO-%06d has been approved by %s. Goods receipt expected %s.", haiN(1, 999999), haiName(), haiDate()))
	case 3:
		return haiTrap(cat, "prose-de", fmt.Sprintf("Gutschrift GS%d zur Rechnung %d, Kundennummer %d.", haiN(10000, 99999), haiN(100000, 999999), haiN(10000, 99999)))
	case 4:
		return haiTrap(cat, "json", fmt.Sprintf("{\"order_id\": \"%s\", \"exchange\": \"kraken\", \"txid\": \"O%s-%s-%s\", \"status\": \"closed\"}", haiUUID(), haiR(upper+digits, 5), haiR(upper+digits, 5), haiR(upper+digits, 6)))
	case 5:
		return haiTrap(cat, "prose-es", fmt.Sprintf("la factura F-%d/%04d corresponde al pedido %d", haiN(2023, 2025), haiN(1, 9999), haiN(100000, 999999)))
	default:
		return haiTrap(cat, "stripe-ids", fmt.Sprintf("refund re_%s for charge ch_%s on payment intent pi_%s", haiR(alnum, 24), haiR(alnum, 24), haiR(alnum, 24)))
	}
}

func haiBlockTrap() Sample {
	cat := "trap-block-ticker"
	switch rng.IntN(6) {
	case 0:
		return haiTrap(cat, "log", fmt.Sprintf("%s %s INFO sync: imported block #%d (0x%s…%s) txs=%d gas=%d", haiDate(), haiTime(), haiN(19000000, 21900000), haiHex(6), haiHex(4), haiN(50, 400), haiN(10000000, 30000000)))
	case 1:
		return haiTrap(cat, "chat", fmt.Sprintf("bought %d %s at %d.%02d, stop at %d", haiN(1, 500), haiP("AAPL", "NVDA", "SAP", "ASML", "TSLA", "MSFT"), haiN(50, 900), haiN(0, 99), haiN(40, 800)))
	case 2:
		return haiTrap(cat, "csv", fmt.Sprintf("timestamp,pair,side,price,amount,fee\n%d,BTC/EUR,buy,%d.%d,0.0%d,0.%02d EUR\n%d,ETH/EUR,sell,%d.%d,1.%d,0.%02d EUR", 1700000000+rng.IntN(9e7), haiN(30000, 95000), haiN(0, 9), haiN(10, 999), haiN(1, 99), 1700000000+rng.IntN(9e7), haiN(1500, 4000), haiN(0, 9), haiN(0, 9), haiN(1, 99)))
	case 3:
		return haiTrap(cat, "prose-de", fmt.Sprintf("Halving bei Block %d, danach %s BTC pro Block.", haiP2(840000, 1050000), haiP("3,125", "1,5625")))
	case 4:
		return haiTrap(cat, "python", fmt.Sprintf("ohlcv = exchange.fetch_ohlcv('%s/USDT', timeframe='1h', limit=%d)\ndf = pd.DataFrame(ohlcv, columns=['ts', 'o', 'h', 'l', 'c', 'v'])", haiP("BTC", "ETH", "SOL", "XRP"), haiN(100, 1000)))
	default:
		return haiTrap(cat, "notes", fmt.Sprintf("EURUSD %d.%04d, GBPUSD 1.%04d, USDJPY %d.%02d — closing rates %s", 1, haiN(500, 1500), haiN(1500, 3500), haiN(130, 160), haiN(0, 99), haiDate()))
	}
}

func haiPublicKeyTrap() Sample {
	cat := "trap-public-key"
	switch rng.IntN(7) {
	case 0:
		return haiTrap(cat, "authorized_keys", fmt.Sprintf("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@%s", haiR(haiB64, 43), strings.ToLower(haiName()), haiHost()))
	case 1:
		return haiTrap(cat, "pem", fmt.Sprintf("Bank's public key for verifying statement signatures:\n-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA%s\n%s\n%sIDAQAB\n-----END PUBLIC KEY-----", haiR(haiB64, 20), haiR(haiB64, 64), haiR(haiB64, 40)))
	case 2:
		return haiTrap(cat, "pem", fmt.Sprintf("-----BEGIN CERTIFICATE-----\nMIID%s\n%s\n%s==\n-----END CERTIFICATE-----", haiR(haiB64, 60), haiR(haiB64, 64), haiR(haiB64, 30)))
	case 3:
		return haiTrap(cat, "chat", fmt.Sprintf("my PGP fingerprint is %s %s %s %s %s  %s %s %s %s %s — verify before sending the payroll file", haiR(haiHexU, 4), haiR(haiHexU, 4), haiR(haiHexU, 4), haiR(haiHexU, 4), haiR(haiHexU, 4), haiR(haiHexU, 4), haiR(haiHexU, 4), haiR(haiHexU, 4), haiR(haiHexU, 4), haiR(haiHexU, 4)))
	case 4:
		return haiTrap(cat, "json", fmt.Sprintf("{\"keys\": [{\"kty\": \"EC\", \"crv\": \"P-256\", \"kid\": \"%s\", \"x\": \"%s\", \"y\": \"%s\", \"use\": \"sig\"}]}", haiR(b64url, 43), haiR(b64url, 43), haiR(b64url, 43)))
	case 5:
		return haiTrap(cat, "prose", fmt.Sprintf("validator public key (safe to share): 0x%s", haiHex(96)))
	default:
		return haiTrap(cat, "shell", fmt.Sprintf("$ ssh-keyscan -t ed25519 sftp.bankfeed.example.net\nsftp.bankfeed.example.net ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s\n$ ssh-keygen -lf known_hosts\n256 SHA256:%s sftp.bankfeed.example.net (ED25519)", haiR(haiB64, 43), haiR(haiB64, 43)))
	}
}

func haiPublishableTrap() Sample {
	cat := "trap-publishable-key"
	switch rng.IntN(4) {
	case 0:
		return haiTrap(cat, "javascript", fmt.Sprintf("const stripe = Stripe('pk_live_%s');\nconst elements = stripe.elements();", haiR(alnum, 99)))
	case 1:
		return haiTrap(cat, "html", fmt.Sprintf("<script src=\"https://www.paypal.com/sdk/js?client-id=A%s&currency=EUR\"></script>", haiR(b64url, 79)))
	case 2:
		return haiTrap(cat, "chat", fmt.Sprintf("publishable key is fine to put in the frontend: pk_test_%s", haiR(alnum, 99)))
	default:
		return haiTrap(cat, "env", fmt.Sprintf("NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_%s\nNEXT_PUBLIC_CURRENCY=EUR", haiR(alnum, 99)))
	}
}

func haiBotConfigTrap() Sample {
	cat := "trap-bot-config"
	switch rng.IntN(6) {
	case 0:
		return haiTrap(cat, "json", "\"exchange\": {\n    \"name\": \"binance\",\n    \"key\": \"\",\n    \"secret\": \"\",\n    \"ccxt_config\": {},\n    \"pair_whitelist\": [\"BTC/USDT\", \"ETH/USDT\", \"SOL/USDT\"]\n}")
	case 1:
		return haiTrap(cat, "json", "\"telegram\": {\n    \"enabled\": false,\n    \"token\": \"your_telegram_token\",\n    \"chat_id\": \"your_telegram_chat_id\"\n}")
	case 2:
		return haiTrap(cat, "yaml", fmt.Sprintf("exchange:\n  name: %s\n  key: ${EXCHANGE_KEY}\n  secret: ${EXCHANGE_SECRET}\nstake_amount: %d\ndry_run: true", haiP("kraken", "bybit", "okx"), haiN(10, 500)))
	case 3:
		return haiTrap(cat, "shell", "$ freqtrade new-config --config user_data/config.json\n? Do you want to enable Dry-run (simulated trades)? Yes\n? Please insert your stake currency: USDT\n? Insert Exchange Key (leave empty for dry-run): \n? Insert Exchange Secret: ")
	case 4:
		return haiTrap(cat, "chat", fmt.Sprintf("freqtrade backtest done: %d trades, profit %d.%d%%, max drawdown %d.%d%%, strategy %s", haiN(50, 900), haiN(1, 60), haiN(0, 9), haiN(2, 30), haiN(0, 9), haiP("NostalgiaForInfinity", "SampleStrategy", "BBRSI", "Supertrend")))
	default:
		return haiTrap(cat, "python", "exchange = ccxt.binance({\n    'apiKey': os.environ['BINANCE_API_KEY'],\n    'secret': os.environ['BINANCE_API_SECRET'],\n})")
	}
}

func haiSeedTalkTrap() Sample {
	cat := "trap-seed-talk"
	return haiTrap(cat, "prose", haiP(
		"Never type your 24-word recovery phrase into a website. Support will never ask for it.",
		"BIP39 uses a list of 2048 words; 12 words give 128 bits of entropy.",
		"Reminder: the seed phrase for the cold wallet is in the bank safe deposit box, not in any file.",
		"Die Seed-Phrase gehört auf Papier oder Stahl, niemals in die Cloud.",
		"¿Dónde guardas la frase semilla? Yo uso una placa de metal en casa.",
		"If someone gets your private key they get your coins. Public keys and addresses are fine to share.",
		"WIF is just base58check of the private key with a version byte — we never store those in the repo.",
		"シードフレーズは紙に書いて金庫に保管してください。",
		"Action item: rotate all exchange API keys after the intern leaves (done by "+haiName()+").",
		"The hardware wallet PIN prompt locks after 3 wrong attempts, so don't guess.",
		"Seed phrase words: check the checksum word with an offline tool, not online.",
		"Il ne faut jamais partager sa clé privée ni sa phrase de récupération.",
		"API keys for Kraken need the 'Query Ledger Entries' permission for Koinly imports.",
		"Binance API key permissions: enable reading only, disable withdrawals, restrict to IP.",
	))
}

func haiKeyCodeTrap() Sample {
	cat := "trap-key-code"
	switch rng.IntN(10) {
	case 6:
		return haiTrap(cat, "python", fmt.Sprintf("plaid_client = plaid_api.PlaidApi(ApiClient(Configuration(\n    host=plaid.Environment.%s,\n    api_key={'clientId': settings.PLAID_CLIENT_ID, 'secret': settings.PLAID_SECRET},\n)))", haiP("Sandbox", "Production")))
	case 7:
		return haiTrap(cat, "yaml", fmt.Sprintf("- name: Deploy bot\n  env:\n    BYBIT_API_KEY: ${{ secrets.BYBIT_API_KEY }}\n    BYBIT_API_SECRET: ${{ secrets.BYBIT_API_SECRET }}\n  run: ./deploy.sh %s", haiP("prod", "staging")))
	case 8:
		return haiTrap(cat, "powerquery", fmt.Sprintf("let\n    Key = Excel.CurrentWorkbook(){[Name=\"ApiKey\"]}[Content]{0}[Column1],\n    Source = Json.Document(Web.Contents(\"https://api.fx.example/v1/rates\", [Headers=[#\"X-Api-Key\"=Key]]))\nin\n    Source // %s", haiDate()))
	case 9:
		return haiTrap(cat, "shell", fmt.Sprintf("$ read -rs -p 'Kraken secret: ' KRAKEN_SECRET && export KRAKEN_SECRET\n$ python export_ledger.py --year %d", haiN(2020, 2025)))
	case 0:
		return haiTrap(cat, "python", "def sign(secret: str, query: str) -> str:\n    return hmac.new(secret.encode(), query.encode(), hashlib.sha256).hexdigest()\n\nsig = sign(API_SECRET, urlencode(params))")
	case 1:
		return haiTrap(cat, "go", "func loadKeys() (string, string) {\n\tkey := os.Getenv(\"KRAKEN_API_KEY\")\n\tsecret := os.Getenv(\"KRAKEN_API_SECRET\")\n\tif key == \"\" || secret == \"\" {\n\t\tlog.Fatal(\"missing kraken credentials\")\n\t}\n\treturn key, secret\n}")
	case 2:
		return haiTrap(cat, "javascript", "const wallet = ethers.Wallet.fromPhrase(process.env.MNEMONIC);\nconsole.log('deployer', wallet.address);")
	case 3:
		return haiTrap(cat, "vba", "Function GetDbPassword() As String\n    GetDbPassword = Environ(\"LEDGER_DB_PASSWORD\")\nEnd Function\n\ncn.Open \"DSN=Ledger;UID=report;PWD=\" & GetDbPassword()")
	case 4:
		return haiTrap(cat, "python", "private_key = keyring.get_password('bybit', 'api_secret')\nif private_key is None:\n    raise SystemExit('run setup_keys.py first')")
	default:
		return haiTrap(cat, "solidity", "function withdraw(uint256 amount, bytes calldata signature) external {\n    require(_verify(msg.sender, amount, signature), \"bad sig\");\n    payable(msg.sender).transfer(amount);\n}")
	}
}

func haiStatementTrap() Sample {
	cat := "trap-bank-statement"
	raw, _ := haiIBAN()
	switch rng.IntN(3) {
	case 0:
		return haiTrap(cat, "mt940", fmt.Sprintf(":20:STMT%s\n:25:%s\n:28C:%05d/001\n:60F:C%s EUR%d,%02d\n:61:%sC%d,%02dNTRFNONREF\n:86:166?00GUTSCHRIFT?20RE %d", haiR(digits, 6), raw, haiN(1, 365), "250131", haiN(1000, 900000), haiN(0, 99), "250201", haiN(10, 90000), haiN(0, 99), haiN(10000, 99999)))
	case 1:
		return haiTrap(cat, "xml", fmt.Sprintf("<Stmt>\n  <Id>%s</Id>\n  <Acct><Id><IBAN>%s</IBAN></Id></Acct>\n  <Bal><Amt Ccy=\"EUR\">%d.%02d</Amt><CdtDbtInd>CRDT</CdtDbtInd></Bal>\n</Stmt>", haiR(upper+digits, 16), raw, haiN(100, 999999), haiN(0, 99)))
	default:
		return haiTrap(cat, "csv", fmt.Sprintf("Buchungstag;Valuta;Auftraggeber;Verwendungszweck;Betrag\n%s;%s;%s;RE %d;-%d,%02d", haiDate(), haiDate(), haiCo(), haiN(1000, 9999), haiN(10, 9000), haiN(0, 99)))
	}
}

func haiLedgerTrap() Sample {
	cat := "trap-ledger"
	switch rng.IntN(5) {
	case 0:
		return haiTrap(cat, "csv", fmt.Sprintf("Umsatz;Soll/Haben;Konto;Gegenkonto;BU;Belegdatum;Belegfeld 1;Buchungstext\n%d,%02d;S;4930;1200;9;%02d%02d;RE%d;Bürobedarf", haiN(10, 999), haiN(0, 99), haiN(1, 28), haiN(1, 12), haiN(1000, 9999)))
	case 1:
		return haiTrap(cat, "notes", fmt.Sprintf("Journal entry %s\nDr 6200 Depreciation %d.00\n  Cr 1590 Accumulated depreciation %d.00\nMemo: Q%d straight-line", haiDate(), haiN(100, 9000), haiN(100, 9000), haiN(1, 4)))
	case 2:
		return haiTrap(cat, "prose-de", fmt.Sprintf("USt-IdNr. der %s: DE%s, Steuernummer beim Finanzamt liegt in der Akte.", haiCo(), haiR(digits, 9)))
	case 3:
		return haiTrap(cat, "chat", fmt.Sprintf("accrual for the audit fee is %d, booked to 2250 — %s please review", haiN(5000, 60000), haiName()))
	default:
		return haiTrap(cat, "markdown-table", fmt.Sprintf("| Account | Name | Debit | Credit |\n|---|---|---|---|\n| 1200 | Bank | %d.00 | |\n| 8400 | Revenue 19%% | | %d.00 |", haiN(100, 9000), haiN(100, 9000)))
	}
}
