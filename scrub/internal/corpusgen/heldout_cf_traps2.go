package main

import (
	"fmt"
	"strings"
)

// hcfTrapGens2 are more texts with no secret: hashes, ids, references and talk about keys.
func hcfTrapGens2() []hcfGen {
	return []hcfGen{
		func() Sample {
			t := fmt.Sprintf("%s: base fee %d gwei rn, priority %d. waiting for <10 before the migration\n%s: last attempt reverted btw, %s", hcfName(), hcfN(8, 90),
				hcfN(1, 3), hcfName(), hcfH32())
			return hcfT("trap-tx-hash", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf(`{
  "account": "%s",
  "amount": "%d000000000000000000",
  "proof": [
    "%s",
    "%s",
    "%s"
  ]
}`, hcfAddr(), hcfN(1, 5000), hcfH32(), hcfH32(), hcfH32())
			return hcfT("trap-merkle-proof", "json", t)
		},
		func() Sample {
			t := fmt.Sprintf(`const domain = {
  name: "%s",
  version: "1",
  chainId: %s,
  verifyingContract: "%s",
};
const types = { Permit: [{ name: "owner", type: "address" }, { name: "spender", type: "address" }, { name: "value", type: "uint256" }, { name: "nonce", type: "uint256" }, { name: "deadline", type: "uint256" }] };`,
				hcfCap(pick(hcfWords))+" Token", hcfNetw().id, hcfAddr())
			return hcfT("trap-eip712-domain", "code-ts", t)
		},
		func() Sample {
			t := fmt.Sprintf(`{
  "chainId": %s,
  "address": "%s",
  "name": "%s",
  "symbol": "%s",
  "decimals": 18,
  "logoURI": "ipfs://Qm%s"
}`, hcfNetw().id, hcfAddr(), hcfCap(pick(hcfWords)), strings.ToUpper(rnd(lower, hcfN(3, 5))), rnd(hcfB58, 44))
			return hcfT("trap-token-list", "json", t)
		},
		func() Sample {
			t := hcfP("chore: remove leaked deployer key from history\n\nKey was rotated on "+hcfDate()+"; funds moved to the new Safe.\nHistory rewritten with git filter-repo.",
				"fix(deploy): read PRIVATE_KEY from env instead of hardcoding\n\nCloses #"+fmt.Sprint(hcfN(10, 900)),
				"ci: mask RPC url in logs\n\nThe Alchemy key now comes from ${{ secrets.ALCHEMY_KEY }}.",
				"feat: add ledger signer for mainnet deploys\n\nNo more hot keys on the CI runner.")
			return hcfT("trap-commit-message", "commit", t)
		},
		func() Sample {
			t := fmt.Sprintf(`Run forge script script/Deploy.s.sol --rpc-url *** --private-key *** --broadcast
[⠢] Compiling...
Script ran successfully.
  Deployer: %s
  Vault: %s`, hcfAddr(), hcfAddr())
			return hcfT("trap-ci-masked", "log", t)
		},
		func() Sample {
			t := fmt.Sprintf("image: ghcr.io/%s/keeper@sha256:%s\n# built from commit %s", hcfP("vaultlabs", "lendfi", "ape-dao"), rnd(hexs, 64), rnd(hexs, 40))
			return hcfT("trap-image-digest", "yaml", t)
		},
		func() Sample {
			t := fmt.Sprintf("CREATE2 deploy via 0x4e59b44847b379578588920cA78FbF26c0B4956C\nsalt:           %s\ninitCodeHash:   %s\npredicted addr: %s", hcfH32(), hcfH32(), hcfAddr())
			return hcfT("trap-create2-salt", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("validator %d\npubkey: 0x%s\nwithdrawal_credentials: 0x01%s%s\nstatus: active_ongoing, balance %d.%d ETH",
				hcfN(100000, 1500000), rnd(hexs, 96), strings.Repeat("0", 22), rnd(hexs, 40), hcfN(32, 33), hcfN(0, 9))
			return hcfT("trap-validator-pubkey", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf(`[{"pubkey": "%s", "withdrawal_credentials": "01%s%s", "amount": 32000000000, "signature": "%s", "deposit_message_root": "%s", "deposit_data_root": "%s", "fork_version": "00000000", "network_name": "mainnet", "deposit_cli_version": "2.7.0"}]`,
				rnd(hexs, 96), strings.Repeat("0", 22), rnd(hexs, 40), rnd(hexs, 192), rnd(hexs, 64), rnd(hexs, 64))
			return hcfT("trap-deposit-data", "json", t)
		},
		func() Sample {
			var rows []string
			rows = append(rows, `"Txhash","Blockno","UnixTimestamp","From","To","Value_IN(ETH)","Value_OUT(ETH)","Method"`)
			for i := 0; i < hcfN(2, 4); i++ {
				rows = append(rows, fmt.Sprintf(`"%s","%s","%d","%s","%s","%s","0","Transfer"`, hcfH32(), hcfBlock(), hcfN(1690000000, 1740000000), strings.ToLower(hcfAddr()), strings.ToLower(hcfAddr()), hcfEth()))
			}
			return hcfT("trap-tx-export", "csv", strings.Join(rows, "\n"))
		},
		func() Sample {
			t := fmt.Sprintf("price feeds (%s):\n  ETH/USD  %s\n  BTC/USD  %s\n  %s/USD  %s\nheartbeat 3600s, deviation 0.5%%", hcfNetw().name, hcfAddr(), hcfAddr(), hcfToken(), hcfAddr())
			return hcfT("trap-contract-address", "notes", t)
		},
		func() Sample {
			t := hcfP(fmt.Sprintf("Hi %s, I reset the password on your exchange sub-account; you'll get an e-mail with a link to set a new one. It must be at least 12 characters.", hcfName()),
				"The wallet password only unlocks the extension on this device; it is not your seed phrase and cannot recover funds.",
				"support: we will never ask for your password, 2FA code or API secret. Please revoke any key you shared in the chat.",
				"New policy: API secrets only in Vault, rotation every 90 days, and no withdrawal permission on any bot key.")
			return hcfT("trap-password-talk", "mail", t)
		},
		func() Sample {
			t := fmt.Sprintf("block %d\nhash 00000000000000000%s\nmerkle root %s\nnonce %d, %d txs", hcfN(800000, 900000), rnd(hexs, 45), rnd(hexs, 64), hcfN(1000000, 4000000000), hcfN(1000, 5000))
			return hcfT("trap-block-hash", "notes", t)
		},
		func() Sample {
			t := `import os
from web3 import Web3

PRIVATE_KEY = os.environ["PRIVATE_KEY"]
RPC_URL = os.environ.get("RPC_URL", "http://127.0.0.1:8545")
if not PRIVATE_KEY.startswith("0x"):
    PRIVATE_KEY = "0x" + PRIVATE_KEY
w3 = Web3(Web3.HTTPProvider(RPC_URL))`
			return hcfT("trap-env-reference", "code-py", t)
		},
		func() Sample {
			t := fmt.Sprintf(`dataSources:
  - kind: ethereum
    name: Vault
    network: %s
    source:
      address: "%s"
      abi: Vault
      startBlock: %s`, hcfNetw().name, hcfAddr(), hcfBlock())
			return hcfT("trap-contract-address", "yaml", t)
		},
		func() Sample {
			t := fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"error":{"code":429,"message":"Your app has exceeded its compute units per second capacity."}}
x-request-id: %s
trace: %s`, hcfN(1, 99), hcfUUID(), rnd(hexs, 32))
			return hcfT("trap-request-id", "log", t)
		},
		func() Sample {
			t := fmt.Sprintf("alerts go to @%s_alerts_bot, chat id -100%s, thread %d. The bot token itself is in the secret store, not in this doc.",
				hcfP("vault", "liq", "gas"), rnd(digits, 10), hcfN(2, 400))
			return hcfT("trap-chat-id", "wiki", t)
		},
		func() Sample {
			t := fmt.Sprintf("API_SECRET_ARN=arn:aws:secretsmanager:%s:%s:secret:bots/%s-%s\nKMS_KEY_ID=%s", hcfP("eu-central-1", "us-east-1"), rnd(digits, 12), hcfP("binance", "okx", "deployer"), rnd(alnum, 6), hcfUUID())
			return hcfT("trap-secret-reference", "env", t)
		},
		func() Sample {
			t := fmt.Sprintf("https://api.etherscan.io/v2/api?chainid=%s&module=account&action=txlist&address=%s&startblock=0&endblock=99999999&sort=asc&apikey=YourApiKeyToken",
				hcfNetw().id, hcfAddr())
			return hcfT("trap-env-placeholder", "notes", t)
		},
		func() Sample {
			t := `let key = std::env::var("PRIVATE_KEY").expect("PRIVATE_KEY not set");
let signer: PrivateKeySigner = key.parse()?;
let rpc = std::env::var("ETH_RPC_URL").unwrap_or_else(|_| "http://localhost:8545".into());`
			return hcfT("trap-env-reference", "code-rs", t)
		},
		func() Sample {
			t := fmt.Sprintf("$ cast wallet address --account %s\nEnter keystore password:\n%s\n$ cast balance %s --ether\n%s", hcfP("deployer", "ops"), hcfAddr(), hcfEns(), hcfEth())
			return hcfT("trap-address", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("$ cast storage %s 0\n0x000000000000000000000000%s\n$ cast storage %s 3\n%s", hcfAddr(), rnd(hexs, 40), hcfAddr(), hcfH32())
			return hcfT("trap-storage-slot", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("signer public key (uncompressed): 0x04%s\nderived address: %s", rnd(hexs, 128), hcfAddr())
			return hcfT("trap-public-key", "notes", t)
		},
		func() Sample {
			t := `--- a/scripts/deploy.ts
+++ b/scripts/deploy.ts
@@ -4,2 +4,2 @@
-const signer = new ethers.Wallet(process.env.PK!, provider);
+const signer = new LedgerSigner(provider, "m/44'/60'/0'/0/0");`
			return hcfT("trap-diff-reference", "diff", t)
		},
		func() Sample {
			t := fmt.Sprintf(`Ran 3 tests for test/Vault.t.sol:VaultTest
[PASS] test_deposit() (gas: %d)
[PASS] test_withdraw() (gas: %d)
[PASS] testFuzz_share(uint256) (runs: 256, μ: %d, ~: %d)
Suite result: ok. 3 passed; 0 failed; 0 skipped; finished in %d.%02dms`, hcfN(40000, 200000), hcfN(40000, 200000), hcfN(40000, 90000), hcfN(40000, 90000), hcfN(1, 90), hcfN(0, 99))
			return hcfT("trap-test-output", "log", t)
		},
		func() Sample {
			t := fmt.Sprintf("Signing ceremony %s: safeTxHash %s, nonce %d. %s and %s signed, waiting for the third signer.", hcfDate(), hcfH32(), hcfN(1, 300), hcfName(), hcfName())
			return hcfT("trap-safe-tx-hash", "meeting-notes", t)
		},
		func() Sample {
			var rows []string
			rows = append(rows, "label,address,chain")
			for i := 0; i < hcfN(2, 4); i++ {
				rows = append(rows, fmt.Sprintf("%s,%s,%s", hcfP("cex deposit", "cold", "ledger 2", "payroll", "bridge"), hcfAddr(), hcfNetw().name))
			}
			return hcfT("trap-address-book", "csv", strings.Join(rows, "\n"))
		},
		func() Sample {
			t := fmt.Sprintf("Binance withdrawal history\nDate: %s %s\nCoin: %s\nNetwork: %s\nAddress: %s\nTxID: %s\nStatus: Completed",
				hcfDate(), hcfClock(), hcfToken(), hcfP("ERC20", "ARBITRUM", "BASE", "OPTIMISM"), hcfAddr(), hcfH32())
			return hcfT("trap-tx-hash", "notes", t)
		},
	}
}
