package scrub_test

import (
	"strings"
	"testing"
)

// The shapes of the twenty-second round, each in a wording of its own.
func TestRedactsTwentySecondRoundShapes(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"HTTP 429 from the API: X-RateLimit-Burst=4.5 reached, the access token is fine",
		"ebay app_id = \"Lumen-Pricebot-PRD-0c1f2e3d4-9a8b7c6d\" (the client id, public)",
		"app: amzn1.sp.solution.0f8fad5b-d9cb-469f-a165-70867728950e, the auth token field stays empty",
		"пароль сменён 20250314, новый пришлю в личку",
		"password 202411301530 expiry batch done",
		"the password policy (24 characters) took effect, PIN 3 tries",
		"rasdial \"Branch VPN\" /disconnect",
		"код ошибки 40412 при входе, пароль верный",
		"管理后台 login 是 root / 密码问值班的同事，群里不发",
		"出張用の法人カード（下4桁 7731）、暗証番号は経理に聞いてください",
		"const clientKey = 'test_ck_Zq8Kx2Lm9Pw4Rt7Yv1Bn5Cs3Df6';  // 클라이언트 키: 공개용, 비밀번호 아님",
		"飞书机器人的 App ID 是 cli_a5f0c3e9d27b41e8，密码和 secret 在平台上看",
		"feishu:\n  app_id: cli_a5f0c3e9d27b41e8\n  app_secret: ${FEISHU_APP_SECRET}",
		"ConoHaのテナントIDは 4c2e8a1f9b3d7e6a0c5f2b8d1e9a4c7f です。パスワードは各自で",
		"- 修复：重置密码邮件发送失败 (a4c91e2)",
		"the verification code was sent to +44 7700 ****3318, it expires in 10 minutes",
		"TAN-Verfahren: pushTAN auf dem Diensthandy",
		"remote_username edge-gw-04",
		"enter the building and press 3 for reception",
		"AT+CPIN?\n+CPIN: READY",
		"youtube video id dQw4w9WgXcQ, stream starts 18:00",
		"Login: mrossi77\nPassword: [set by IT]",
		"the verification code went to +30 697 664 9289 just now",
		"Key ID: 7F3A2C91-44BD-4E0F-9A1B-2C3D4E5F6A7B\nsee the portal",
		"Bought 2 key safes, combination to be set on arrival. Invoice 413148.",
		"${PASSWORD}    %{QA_PASSWORD}",
		"rocommunity ${SNMP_RO} 10.0.0.0/8",
		"Deployer: 0x5f2AD347Cb6FBd82c020D912CCA6971C465f8C81, balance 26.7 ETH",
		"ROUTER_ADDRESS=0xc7be916e1894df4e0b8707e6411f75e656e2c173",
		"withdrawal_credentials: 0x010000000000000000000000535b77afda7007833712cc43a941bca1a33e3921",
		"PRIVATE_KEY=0xYOUR_PRIVATE_KEY",
		"API_SECRET_ARN=arn:aws:secretsmanager:eu-west-1:123456789012:secret:bots/kraken-Ab12Cd",
		"$ aws eks get-token --cluster-name stg-ams-02 --region eu-west-1",
		"apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret",
		"Annotations:  reconcile.external-secrets.io/data-hash: 7c1e9a0b3f5d2e8c4a6b1d9f0e3c5a72",
		"The registry's deploy token, for the record:\nusername: gitlab+deploy-token-771204\nscopes: read_registry",
		"imagePullSecrets:\n- name: regcred\nsecrets:\n- name: ci-bot-token-q8z2m",
		"$ kubectl -n ops describe secret payments-db-7f9x2k",
		"- Grafana admin password: disable local login, SSO only",
		"| Harbor robot | 1Password → \"Platform / Harbor prod\" | 90d |",
		"SOPS uses the service account's KMS key plus our PGP key, fingerprint 0d1c2b3a49586776a5b4c3d2e1f00f1e2d3c4b5a.",
		"spec:\n  encryptedData:\n    DB_PASSWORD: AgBz7Kq8x2Lm9Pw4Rt7Yv1Bn5Cs3Df6Gh8Jk0Lz2Xc4Vb6Nm8Qw1Er3Ty5Ui7Op9As2Dx4Fc6Gv8Hb1Nm3Qw5Er7Ty9Ui2Op4As6Df8Gh0Jk2Lz4Xc6Vb8Nm0Qw2Er4Ty6Ui8Op0As2Df4Gh6Jk8Lz0Xc2Vb4Nm6Qw8Er0Ty2Ui4Op6As8Df0Gh2Jk4Lz6Xc8Vb0Nm2Qw4Er6Ty8Ui0Op2As4Df6Gh8Jk0==",
		"sops:\n  age:\n    - enc: |\n        -----BEGIN AGE ENCRYPTED FILE-----\n        YWdlLWVuY3J5cHRpb24ub3JnL3YxCi0+IFgyNTUx\n        Zq8Kx2Lm9Pw4Rt7Yv1Bn5Cs3Df6Gh8Jk0Lz2Xc4V\n        -----END AGE ENCRYPTED FILE-----",
		"Vipps: the club's account is on the treasurer's phone",
		"FLW_PUBLIC_KEY=FLWPUBK_TEST-0f1e2d3c4b5a69788796a5b4c3d2e1f0-X",
		"Le code PIN du compte agent (n° 88412093) vous sera envoyé par SMS.",
		"the password policy is JavaScript-only here",
		"primary_key: id\nforeign_key: user_id",
		"- SMTP relay: smtp.mailrelay.io:465, user `relay`, password = the API key in .env",
		"das Passwort für den Server (ep-kiwi-9xqmz2.eu-central-1.aws.neon.tech) steht im Vault",
		"SMS go out via Messaging Service MG0f1e2d3c4b5a69788796a5b4c3d2e1f0 on account AC0f1e2d3c4b5a69788796a5b4c3d2e1f0; the auth token is in Render.",
		"SMB  10.1.2.3  445  FS01  [+] corp\\svc_scan:******** (Pwn3d!)",
		"[*] DefaultPassword\n(Unknown User):(null)\n[*] Cleaning up...",
		"[DATA] max 4 tasks per 1 server, overall 4 tasks, 812 login tries (l:4/p:203)",
		"impacket-secretsdump -k -no-pass CORP/svc_sql@DB02",
		"DISCORD_PUBLIC_KEY=0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0",
		"[+] Dumping password info for domain: NWIND\nMinimum password length: 12",
		"ansible_become_pass: \"{{ lookup('community.hashi_vault.hashi_vault', 'secret=kv/data/app:become') }}\"",
		"- Signs commits with GPG key 7FC51F62F9DA73461192BB6BFEFF6B47DAEFCA18 (fingerprint)",
		"## Auth rules\n- Passwords: min 12 chars, checked against HIBP",
		"error code 40412 on the monitor again",
		"the password 2024 policy review is on Monday",
		"the deploy key id is in Secret Manager, old one deleted. Revert commit: 9fceb02d0ae598e95dc970b74767f19372d61af8",
		"The service account's uploaded file sha1 is 0d1c2b3a49586776a5b4c3d2e1f00f1e2d3c4b5a; client_email is ci@p.iam.gserviceaccount.com.",
	)
	cases := []struct{ name, in, secret string }{
		{"a Cyrillic word and a number after пароль", "Вход в 1С: пользователь «Склад», пароль Журавль2281!, базу не трогать", "Журавль2281!"},
		{"a Bulgarian password of a word and a number", "• Хостинг: акаунт office@firma.bg, парола Мечта7719", "Мечта7719"},
		{"a Greek word and a number", "ο κωδικός του router είναι Θάλασσα8841", "Θάλασσα8841"},
		{"a password of digits right after its word", "[10:02] Иван: логин 5512093, парола 8837104421", "8837104421"},
		{"a Chinese PIN of digits after 密码是", "备用金那张卡的取款密码是 558213，别外传", "558213"},
		{"a Serbian šifra", "korisnik: webmaster\nšifra: Tr4vnik_2024", "Tr4vnik_2024"},
		{"a Czech safe's code", "peníze dej do trezoru, kód od trezoru je 40917", "40917"},
		{"a German keypad", "- Hintereingang Tastenfeld: 839214#", "839214"},
		{"an eBay user token", "token: v^1.1#i^1#p^3#r^1#I^3#f^0#t^H4sIAAAAAAAAAOVYa2wUVRSe7WMLhUqEKCJFm4VfwrM6r2/2IMNMhWItqZ1FeWKAkZBNxSa/KKqNmtn", "v^1.1#i^1#p^3#r^1#I^3#f^0#t^H4sIAAAAAAAAAOVYa2wUVRSe7WMLhUqEKCJFm4VfwrM6r2/2IMNMhWItqZ1FeWKAkZBNxSa/KKqNmtn"},
		{"an eBay Cert ID", "[ebay.sandbox]\ncert_id = \"SBX-1a2b3c4d5e6f-7a8b-9c0d-1e2f-3a4b\"", "SBX-1a2b3c4d5e6f-7a8b-9c0d-1e2f-3a4b"},
		{"a Login with Amazon refresh token", "LWA_REFRESH=Atzr|IwEBIKq8x2Lm9Pw4Rt7Yv1Bn5Cs3Df6Gh8Jk0Lz2Xc4Vb6Nm8Qw1Er3Ty5Ui7Op9As2Dx4Fc6Gv8Hb", "Atzr|IwEBIKq8x2Lm9Pw4Rt7Yv1Bn5Cs3Df6Gh8Jk0Lz2Xc4Vb6Nm8Qw1Er3Ty5Ui7Op9As2Dx4Fc6Gv8Hb"},
		{"rasdial's password", "PS C:\\> rasdial \"Office VPN\" jkowal lantern.pebble.quiet4\nConnecting to Office VPN...", "lantern.pebble.quiet4"},
		{"a WordPress login cookie", "Cookie: wp-settings-1=x; wordpress_logged_in_5f4dcc3b5aa765d61d8327deb882cf99=editor%7C1732467052%7CqZ8kX2lM9pW4rT7yV1bN5cS3dF6gH8jK0%7Cab12", "editor%7C1732467052%7CqZ8kX2lM9pW4rT7yV1bN5cS3dF6gH8jK0%7Cab12"},
		{"netsh's key content", "    Security key           : Present\n    Key Content            : harbour lights 77\n", "harbour lights 77"},
		{"a Logic App's trigger URL, whole", "POST it to https://prod-12.westeurope.logic.azure.com:443/workflows/0f8fad5bd9cb469fa16570867728950e/triggers/manual/paths/invoke?api-version=2016-10-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=Zq8Kx2Lm9Pw4Rt7Yv1Bn5Cs3Df6Gh8Jk0Lz2Xc", "https://prod-12.westeurope.logic.azure.com:443/workflows/0f8fad5bd9cb469fa16570867728950e/triggers/manual/paths/invoke?api-version"},
		{"a numbered password key", "#undef  WIFI_PASS2\n#define WIFI_PASS2         \"ridge84tarnQW\"\n#undef  OTA_HOST", "ridge84tarnQW"},
		{"a symmetric key in a macro among others", "#define REG_ID \"node-17\"\n#define DEVICE_SYMMETRIC_KEY   \"Qm9vdHN0cmFwS2V5Rm9yRGV2aWNlMDA0MiEhIQ==\"\n#define MODEL \"dtmi:x:y;1\"", "Qm9vdHN0cmFwS2V5Rm9yRGV2aWNlMDA0MiEhIQ=="},
		{"a password key and its value apart by one blank", "bridge_address 10.1.2.3:8883\nremote_password marten-quay-58\n", "marten-quay-58"},
		{"a symmetric key in a macro", "#define DEVICE_SYMMETRIC_KEY \"Qm9vdHN0cmFwS2V5Rm9yRGV2aWNlMDA0MiEhIQ==\"", "Qm9vdHN0cmFwS2V5Rm9yRGV2aWNlMDA0MiEhIQ=="},
		{"SSSD's bind authtok", "ldap_default_bind_dn = cn=sssd,dc=lab\nldap_default_authtok = Heron_9921", "Heron_9921"},
		{"a Swedish password key without its ö", "bank:\n  losenord: \"fjord-Kaka-84\"", "fjord-Kaka-84"},
		{"a code keyed before the panel's button", "To arm it when you leave, enter 50731 then press AWAY on the keypad.", "50731"},
		{"a SIM PIN in an AT command", "AT+CPIN=\"7720\"\nOK", "7720"},
		{"an LDAP tool's bind password", "ldapsearch -x -D cn=admin,dc=lab -w 'Otter.Rain.51' -b dc=lab uid=jdoe", "Otter.Rain.51"},
		{"a Facebook Live stream key", "ffmpeg -i in.mp4 -f flv rtmps://live-api-s.facebook.com:443/rtmp/FB-123456789012345-0-AbQzY7pLm2Xk9Wt4Rv8Cn3", "FB-123456789012345-0-AbQzY7pLm2Xk9Wt4Rv8Cn3"},
		{"a Cloudflare Stream key", "srt://live.cloudflare.com:778?passphrase=x&streamid=0f1e2d3c4b5a69788796a5b4c3d2e1f0k1a2b3c4d5e6f708192a3b4c5d6e7f809", "0f1e2d3c4b5a69788796a5b4c3d2e1f0k1a2b3c4d5e6f708192a3b4c5d6e7f809"},
		{"a YouTube stream key", "rtmp://a.rtmp.youtube.com/live2 with 7k2m-qx9p-4tzr-w8c1-ab3d", "7k2m-qx9p-4tzr-w8c1-ab3d"},
		{"a Mattermost webhook, whole", "curl -X POST https://chat.lab.example/hooks/x7k2m9qp4tzrw8c1ab3dfg5hjk -d '{\"text\":\"done\"}'", "https://chat.lab.example/hooks/x7k2m9qp4tzrw8c1ab3dfg5hjk"},
		{"a bank's TAN", "smsTAN ist da:\nTAN: 581204\nbitte schnell", "581204"},
		{"a forwarded verification code", "the SMS said: \"Your Xero verification code is 604218\"", "604218"},
		{"a Swedish one-time code", "[08:02] Eva: här, engångskod 92817364", "92817364"},
		{"a bank's memorable word", "Membership no: 120938475566\nMemorable word: kestrel81", "kestrel81"},
		{"a company's authentication code", "Companies House authentication code K7P2QX, file before Friday", "K7P2QX"},
		{"a Swedish door code", "Vi ses på fredag, portkod 4471#, tredje våningen.", "4471"},
		{"a Dutch gate's code", "De code van het hek is 90317, parkeren achteraan.", "90317"},
		{"backup codes under a sentence about them", "Backup codes for the shop's Google account\nKeep them in the safe. Each works once.\n\n1. 3381 0927\n2. 6620 1448\n3. 9013 5572", "9013 5572"},
		{"recovery codes joined by or", "[09:12] Ana: use a recovery code: k2p8x-m4q7z or r9t3v-w6y1n", "r9t3v-w6y1n"},
		{"a door's code in a table's column", "unit,address,door_code,cleaner\nB4,Via Roma 3,48213,Lia", "48213"},
		{"an Italian code column with its space", "Appartamento\tCodice portone\tNote\nAttico\t55129\tsuonare", "55129"},
		{"a combination on its own", "per la cassetta: combinazione 7731, grazie", "7731"},
		{"Greeklish code for the door", "O kwdikos gia tin porta einai 60418. Kalo taxidi!", "60418"},
		{"a door code that spells a year", "- new front door code 1987 from Monday", "1987"},
		{"a code in the next sentence about an alarm", "Codice del portone: 44610. Allarme: 5521 poi OFF.", "5521"},
		{"a Wi-Fi network's key", "- Guest network Casa_Blu key hk29fj3kd02kdm4x", "hk29fj3kd02kdm4x"},
		{"a password alone after the line's colon", "[10:04] Sofia: the new wifi password at Villa Ada after the router swap: limonata4471", "limonata4471"},
		{"a RADIUS key at a switch's prompt", "SW-03(config-radius-server)# key Hq7Lw2XbN9eTz4Rk\nSW-03(config-radius-server)# end", "Hq7Lw2XbN9eTz4Rk"},
		{"an OSPF message digest key", "interface Gi0/1\n ip ospf message-digest-key 1 md5 Rk8mW2qz", "Rk8mW2qz"},
		{"a BGP neighbor's password", "router bgp 65010\n neighbor 192.0.2.9 password ternquaylamp", "ternquaylamp"},
		{"Net-SNMP's community", "sysLocation POP-7\nrocommunity Vq3LmK8pT2xRw9 10.0.0.0/8", "Vq3LmK8pT2xRw9"},
		{"Net-SNMP's v3 user", "createUser poller SHA \"Mx7qLw2pRt8zKv4n\" AES \"Nb3vXc8zLk2jHg5f\"", "Nb3vXc8zLk2jHg5f"},
		{"a community named in prose", "the RO community for the edge switches is Kp8mW3qzLx2v", "Kp8mW3qzLx2v"},
		{"a Telnyx key", "TELNYX=KEY0A1B2C3D4E5F60718293A4B5C6D7E8F9_Hq7Lw2XbN9eTz4RkYc6V", "KEY0A1B2C3D4E5F60718293A4B5C6D7E8F9_Hq7Lw2XbN9eTz4RkYc6V"},
		{"a SignalWire token", "Client(\"2b3c\", \"PT0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6071\")", "PT0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6071"},
		{"a radcheck row", "INSERT INTO radcheck (username, attribute, op, value) VALUES ('cpe7781', 'Cleartext-Password', ':=', 'w8kq2mz9');", "w8kq2mz9"},
		{"pgcrypto's crypt", "INSERT INTO users VALUES ('qa@x.test', crypt('Lm9-otter-pass', gen_salt('bf')));", "Lm9-otter-pass"},
		{"Cypress's record key", "npx cypress run --record --key 3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b --parallel", "3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b"},
		{"a browser test filling a password", "await page.fill('input[name=password]', 'sun.river-88');", "sun.river-88"},
		{"a Robot Framework token", "*** Variables ***\n${USER}         qa7\n${API_TOKEN}    hk29fj3kd02kdm4xq8", "hk29fj3kd02kdm4xq8"},
		{"a private key after pk", "[21:04] Kai: just use mine, pk is 4f3c1a9b8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a3928170615243a", "4f3c1a9b8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a3928170615243a"},
		{"a private key in a wallet's constructor", "const signer = new ethers.Wallet(\"0x8e7d6c5b4a3928170615243a4f3c1a9b8e7d6c5b4a39281706f5e4d3c2b1a09f\", provider);", "8e7d6c5b4a3928170615243a4f3c1a9b8e7d6c5b4a39281706f5e4d3c2b1a09f"},
		{"an extended private key", "descriptor: wpkh(xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi/84h/0h/0h/0/*)", "xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi"},
		{"a Solana keypair file", "$ cat ~/.config/solana/id.json\n[12,201,33,4,250,17,98,76,143,2,9,88,199,61,7,240,13,55,167,90,31,222,6,71,184,39,120,3,66,145,208,19,77,5,231,180,42,11,96,153,28,214,60,117,8,249,35,172,83,20,101,190,57,14,238,69,126,1,179,44,92,207,16,133]", "12,201,33,4,250,17,98,76,143"},
		{"an Alchemy endpoint's key", "RPC_URL=https://eth-mainnet.g.alchemy.com/v2/Kq8x2Lm9Pw4Rt7Yv1Bn5Cs3Df6Gh8Jk", "Kq8x2Lm9Pw4Rt7Yv1Bn5Cs3Df6Gh8Jk"},
		{"an Infura endpoint's key", "curl https://sepolia.infura.io/v3/0f1e2d3c4b5a69788796a5b4c3d2e1f0 -X POST", "0f1e2d3c4b5a69788796a5b4c3d2e1f0"},
		{"an Etherscan key", "verified on Etherscan with Q7T2XELH35VW2X5CKGA9SSB3LX8ZPVA4MN (the team account)", "Q7T2XELH35VW2X5CKGA9SSB3LX8ZPVA4MN"},
		{"The Graph's deploy key", "$ graph auth --studio 0f1e2d3c4b5a69788796a5b4c3d2e1f0\nDeploy key set", "0f1e2d3c4b5a69788796a5b4c3d2e1f0"},
		{"a recovery phrase in rows", "cold wallet (ledger) recovery words:\n\nvapor  galaxy  mention  pledge  ribbon  salad\ntwelve  uncle  welcome  orbit  lizard  humble\n", "twelve  uncle  welcome"},
		{"an R assignment's token", "library(REDCapR)\ntoken <- \"9F2A7C41D08E6B35A1C4F7E2093B5D86\"  # cohort A", "9F2A7C41D08E6B35A1C4F7E2093B5D86"},
		{"paho-mqtt's password", "client.username_pw_set(\"edge-07\", \"harbourkite\")", "harbourkite"},
		{"a login pair in parentheses", "Encoder UI:\n  http://10.1.2.3:8080  (admin / Kestrel+1999)\n  stream on 2088", "Kestrel+1999"},
		{"a PIN with its Norwegian ending", "Vipps-PIN-en til kontoen er 5931", "5931"},
		{"a passphrase numbered from 07", "NetSuite sandbox → ventas + sorbet-luna-07", "sorbet-luna-07"},
		{"an Africa's Talking key in chat", "Baraka: key ilibadilishwa jana. Mpya ni atsk_0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0\nMariam: sawa", "atsk_0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0"},
		{"a French secret code", "Mon code secret c'est 4471, je n'arrive pas à retirer", "4471"},
		{"a subscription's primary key", "MOMO_DISBURSEMENT_PRIMARY_KEY=3f9a1c7e5b2d4f608a1c3e5b7d9f0a2c", "3f9a1c7e5b2d4f608a1c3e5b7d9f0a2c"},
		{"a password of random letters", "SMPP bind: system_id KQ77X, password WkTrPqzM, window 10", "WkTrPqzM"},
		{"a stated password of random letters", "Ihr vorläufiges Passwort lautet: pqzLxvRmTw\nBitte ändern", "pqzLxvRmTw"},
		{"a code in the sentence after its word", "reminder: the safe at reception changes code every Monday. This week: 5827", "5827"},
		{"a password in Jira's monospace", "# log in as qa.user with password {{Tq7$mzLx92}}\n# open Approvals", "Tq7$mzLx92"},
		{"a code on the chat line after its word", "Ana: the yard gate won't take the old code\nDispatch: it changed Monday, new one is 604417\nAna: ok", "604417"},
		{"a German number code", "Der Zahlencode vom Lager ist 58213, sagt Jonas", "58213"},
		{"a code for a key box in German", "Code für das Schlüsselkästchen an der Wohnung: 40917", "40917"},
		{"a German gate's code", "note for later: Kita-Tor Code is 318820", "318820"},
		{"a Samsara token", "Serkan: filo entegrasyonu için yenisi samsara_api_Kq8x2Lm9Pw4Rt7Yv1Bn5Cs3Df6Gh", "samsara_api_Kq8x2Lm9Pw4Rt7Yv1Bn5Cs3Df6Gh"},
		{"a Vietnamese locker code", "- Tủ đồ nhân viên số 12, mã khóa 4417", "4417"},
		{"a POS override code", "- override code (voids over £20): 52817", "52817"},
		{"a Turkish safe's password", "Anahtarlar kasada, kasa şifresi 7305.", "7305"},
		{"four digits right after password", "label printer web admin at http://10.1.2.3, user admin, password 6142. Set darkness to 28", "6142"},
		{"a code typed at a barrier's keypad", "Para entrar, marque el código 5583 en el teclado de la barrera.", "5583"},
		{"a recovery phrase that holds into", "la phrase du wallet: swamp into lunar voyage clever harbor motion rapid ocean tiger velvet ankle", "swamp into lunar"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, []string{c.secret}) })
	}
}

// A login pair's password ends where another script's punctuation starts, and goes on through
// letters of a Latin script: the sentence after it stays, the password goes whole.
func TestALoginPairsPasswordEndsAtItsScript(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ in, secret, after string }{
		{"我用的是 l.moreau / Grenoble_77，是不是账号被锁了？", "Grenoble_77", "，是不是账号被锁了？"},
		{"ups:\n  notes: \"login is apc / Kış78!\"", "Kış78!", "\""},
	} {
		out := sharedScrubber.Scrub(c.in).Text
		if strings.Contains(out, c.secret) || strings.Contains(out, "ış78") || !strings.HasSuffix(out, c.after) {
			t.Errorf("in: %q\nout: %q", c.in, out)
		}
	}
}

// A code's sentence that holds its number ends there: the next sentence's number is another
// thing's (a property's registry number).
func TestACodesSentenceEndsWithIt(t *testing.T) {
	t.Parallel()
	in := "Ο κωδικός της κλειδοθήκης είναι 4471. Αριθμός Μητρώου Ακινήτου: 08580114772."
	out := sharedScrubber.Scrub(in).Text
	if strings.Contains(out, "4471") || !strings.Contains(out, "08580114772") {
		t.Errorf("in: %q\nout: %q", in, out)
	}
}
